// The page frame every route shares: a preview's bar, header and side menu (which owns the menu's state), the page
// with its 300 ms fade, the content remote's floating service button, footer tabs, popup host, toasts, logout
// confirm, the account remote's reality check while a member is signed in, offline banner; all under the system
// status gate.
import { memo, useCallback, useEffect, useState } from 'react';
import { RemoteArea } from '../../components/remote-area';
import { Outlet, useLocation } from 'react-router-dom';
import { sessionAtom, useAtomValue } from 'shared';
import { currentPins } from '../../federation/remotes';
import { removeFirstFrameUnlessKept } from '../../features/home/first-frame';
import { PopupHost } from '../../features/popups/popup-host';
import { PreviewStatus } from '../../features/preview/preview-status';
import { LogoutDialog } from '../../features/session/logout-dialog';
import { useSessionSync } from '../../features/session/use-session-sync';
import { OfflineBanner } from '../../features/status/offline-banner';
import { StatusGate } from '../../features/status/status-gate';
import { ToastHost } from '../../features/toasts/toast-host';
import { useDeferredModule } from '../../lib/use-deferred-module';
import { useOpenedHere } from '../../lib/use-opened-here';
import { FooterTabs } from './footer-tabs';
import { Header } from './header';

// The side menu opens on a tap: its chunk loads after the page's first content, not with the shell's start files
// (the same chunk as the installed app's parts: features/pwa/pwa.tsx).
const loadSideMenu = () => import(/* webpackChunkName: "after-first-content" */ './side-menu');

/**
 * The history entry the page is on now: react-router's entry key in `history.state`. Unlike `useLocation()`, it is
 * current as soon as a navigation starts; the router renders the new location in a transition, which can commit
 * later (remote modules loading), and a menu opened in between must not close when that render lands.
 */
function currentEntry(): string {
  const state = window.history.state as { key?: string } | null;
  return state?.key ?? window.location.href;
}

/**
 * The header and the side menu it opens. The menu's state lives here, not in the page frame, so that opening or
 * closing the menu renders these two and nothing else of the page.
 */
function HeaderAndMenu() {
  // Re-renders on every navigation; the menu state below compares against the entry of that moment.
  useLocation();
  // The menu is open only on the history entry it was opened at: any navigation closes it, no effect needed.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt !== null && menuOpenAt === currentEntry();
  const sideMenu = useDeferredModule(loadSideMenu, menuOpen ? menuOpenAt : null);
  const openMenu = useCallback(() => setMenuOpenAt(currentEntry()), []);
  const closeMenu = useCallback(() => setMenuOpenAt(null), []);
  return (
    <>
      <MemoHeader onOpenMenu={openMenu} />
      {sideMenu && <sideMenu.SideMenu open={menuOpen} onClose={closeMenu} />}
    </>
  );
}

const MemoHeader = memo(Header);

export function Layout() {
  // Re-renders on every navigation.
  const location = useLocation();
  const openedHere = useOpenedHere();
  useSessionSync();
  // A real account's session (not free play): the account remote's reality check runs only then.
  const member = useAtomValue(sessionAtom) !== null;
  // The first frame from the HTML belongs to the page the site opened on (home and the lobby pages keep it until
  // their banners show, the member centre until it is shown).
  useEffect(() => removeFirstFrameUnlessKept(openedHere), [location.pathname, openedHere]);
  return (
    <>
      <PreviewStatus pins={currentPins()} />
      <OfflineBanner />
      <StatusGate>
        <HeaderAndMenu />
        <main className="mc-main" id="main">
          {/* The 300 ms fade is a transition between pages (spec): the page the site opens on shows at once,
              since fading it in from nothing only holds back what the player came for (the largest paint). */}
          <div className={openedHere ? 'mc-page' : 'mc-page mc-page-fade'} key={location.pathname}>
            <Outlet />
          </div>
        </main>
        <RemoteArea
          id="content/ServiceButton"
          props={{}}
          placeholderRows={0}
          className="mc-service-area"
          defer="idle"
        />
        <FooterTabs />
        <PopupHost />
        <LogoutDialog />
        {member && <RemoteArea id="account/RealityCheck" props={{}} placeholderRows={0} defer="idle" />}
      </StatusGate>
      <ToastHost />
    </>
  );
}
