// Home (spec lobby §2, architecture "Who renders what"), in the spec's order: banners, notice strip and home
// pop-ups from content; jackpot, winners and the game area from lobby; the help-centre block; the shell's 'apply
// membership' banner for guests; the six highlight cards and the footer content; the agent's contract alerts.
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Button, bus, loggedInAtom, useAtomValue, useRenewedMemberInfo, useMerchantWallet } from 'shared';
import { RemoteArea } from '../../components/remote-area';
import { useOpenedHere } from '../../lib/use-opened-here';
import { useFirstFrameOver } from './first-frame';

export function HomePage() {
  const loggedIn = useAtomValue(loggedInAtom);
  // Home with a session renews member info and loads the merchant wallet (spec account §4); the member wallet
  // loads in the header.
  useMerchantWallet();
  useRenewedMemberInfo();

  // Coming to home from another page starts at the top. The page the site opened on already does, and scrolling
  // there forced a layout of the whole page while it is being built (total blocking time).
  const opened = useOpenedHere();
  useEffect(() => {
    if (!opened) window.scrollTo({ top: 0 });
  }, [opened]);

  // The first frame painted from the HTML stays over the banners until they show their own first image.
  const banners = useFirstFrameOver();

  return (
    <div className="mc-home">
      <div ref={banners}>
        <RemoteArea id="content/HomeBanners" props={{}} placeholderRows={1} className="mc-home__banners" />
      </div>
      <RemoteArea id="lobby/HomeGameArea" props={{}} placeholderRows={6} className="mc-home__games" />
      {/* Below the fold: loaded when scrolled near, not part of the first load. */}
      <RemoteArea id="content/HomeSections" props={{ part: 'help' }} placeholderRows={1} defer="visible" />
      {!loggedIn && <ApplyMembershipBanner />}
      <RemoteArea
        id="content/HomeSections"
        props={{ part: 'highlights' }}
        placeholderRows={2}
        defer="visible"
      />
      <RemoteArea
        id="content/FooterContent"
        props={{}}
        placeholderRows={2}
        className="mc-home__footer"
        defer="visible"
      />
      {loggedIn && <RemoteArea id="agent/ContractAlerts" props={{}} placeholderRows={0} />}
    </div>
  );
}

function ApplyMembershipBanner() {
  const { t } = useTranslation('shell');
  return (
    <section className="mc-apply" aria-labelledby="mc-apply-title">
      <h2 id="mc-apply-title">{t('home.applyTitle')}</h2>
      <p>{t('home.applyBody')}</p>
      <Button onClick={() => bus.emit('popup:open', { kind: 'register' })}>{t('home.applyAction')}</Button>
    </section>
  );
}
