// The page frame every route shares (it owns the side menu's state): header, side menu, the page with its 300 ms
// fade, the content remote's floating service button, footer tabs, popup host, toasts, logout confirm, offline
// banner; all under the system status gate.
import { useState } from 'react';
import { RemoteArea } from '../../components/remote-area';
import { Outlet, useLocation } from 'react-router-dom';
import { PopupHost } from '../../features/popups/popup-host';
import { LogoutDialog } from '../../features/session/logout-dialog';
import { useSessionSync } from '../../features/session/use-session-sync';
import { OfflineBanner } from '../../features/status/offline-banner';
import { StatusGate } from '../../features/status/status-gate';
import { ToastHost } from '../../features/toasts/toast-host';
import { FooterTabs } from './footer-tabs';
import { Header } from './header';
import { SideMenu } from './side-menu';

export function Layout() {
  const location = useLocation();
  // The menu is open only for the location it was opened at: any navigation closes it, no effect needed.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  useSessionSync();
  return (
    <>
      <OfflineBanner />
      <StatusGate>
        <Header onOpenMenu={() => setMenuOpenAt(location.key)} />
        <SideMenu open={menuOpen} onClose={() => setMenuOpenAt(null)} />
        <main className="mc-main" id="main">
          <div className="mc-page-fade" key={location.pathname}>
            <Outlet />
          </div>
        </main>
        <RemoteArea id="content/ServiceButton" props={{}} placeholderRows={0} className="mc-service-area" />
        <FooterTabs />
        <PopupHost />
        <LogoutDialog />
      </StatusGate>
      <ToastHost />
    </>
  );
}
