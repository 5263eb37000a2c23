// The site's full-screen game frame: the launched game in an iframe with a back-to-lobby control and the session
// bar (session time, net position); closing it asks for a wallet refresh, since the game may have changed the
// balance.
import { useTranslation } from 'react-i18next';
import { bus, Dialog, useAtom } from 'shared';
import { openGameAtom } from '../frame-state';
import { SessionBar } from './session-bar';

export function GameFrame() {
  const { t } = useTranslation('lobby');
  const [game, setGame] = useAtom(openGameAtom);
  if (!game) return null;
  const close = () => {
    setGame(null);
    bus.emit('wallet:refresh', { reason: 'game-closed' });
  };
  return (
    <Dialog
      open
      onClose={close}
      title={game.title}
      closeLabel={t('frame.back')}
      className="mc-dialog--fullscreen lob-frame"
    >
      <SessionBar />
      <iframe className="lob-frame__game" src={game.url} title={game.title} allow="autoplay; fullscreen" />
    </Dialog>
  );
}
