// The game frame's session bar: how long this session has run, ticking each second, and the net
// position since sign-in, read again every few seconds while the game runs (the game itself is another page).
// For members and free play alike, while the merchant keeps the reality check on (RGREALITY).
import { useTranslation } from 'react-i18next';
import { formatDuration, SignedMoney, sessionStartOf, useSessionFigures, useSessionSeconds } from 'shared';

/** How often the figures are read again while the frame is open: a spin shows in the net position within this. */
export const SESSION_BAR_REFRESH_MS = 5000;

export function SessionBar() {
  const { t } = useTranslation('lobby');
  const { data: figures, dataUpdatedAt } = useSessionFigures({ refetchInterval: SESSION_BAR_REFRESH_MS });
  const seconds = useSessionSeconds(figures ? sessionStartOf(figures, dataUpdatedAt) : null);
  if (!figures || seconds === null) return null;
  return (
    <div className="lob-frame__bar" role="group" aria-label={t('frame.session.label')}>
      <p className="lob-frame__figure">
        <span className="lob-frame__figure-name">{t('frame.session.time')}</span>{' '}
        <span className="lob-frame__clock">{formatDuration(seconds)}</span>
      </p>
      <p className="lob-frame__figure">
        <span className="lob-frame__figure-name">{t('frame.session.net')}</span>{' '}
        <SignedMoney minor={figures.netMinor} />
      </p>
    </div>
  );
}
