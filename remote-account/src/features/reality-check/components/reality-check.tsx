// The reality check: mounted once by the shell while a member is signed in, it opens a dialog at each
// interval the member chose (RGREALITY) with the session time, the amount wagered and the net position, and the
// ways on: continue, the betting record, or sign out.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  bus,
  Button,
  canonicalPath,
  Dialog,
  formatDuration,
  SignedMoney,
  sessionStartOf,
  useMerchantConfig,
  useMoneyFormat,
  useSessionFigures,
  useSessionSeconds,
} from 'shared';
import { nextCheckAt, type RealityCheckAnswer, readAnswer, writeAnswer } from '../lib/schedule';
import '../reality-check.css';
import { useRealityCheckTranslation } from '../texts';

/** How often the interval is read again, so a change made on another page or device applies without a reload. */
export const FIGURES_REFRESH_MS = 60_000;

export function RealityCheck() {
  const { t } = useRealityCheckTranslation();
  const navigate = useNavigate();
  const { format } = useMoneyFormat();
  const { data: config } = useMerchantConfig();
  const {
    data: figures,
    dataUpdatedAt,
    refetch,
  } = useSessionFigures({ refetchInterval: FIGURES_REFRESH_MS });
  const [answer, setAnswer] = useState<RealityCheckAnswer | null>(readAnswer);
  const [open, setOpen] = useState(false);

  const on = config?.flags.RGREALITY === true && figures !== undefined && figures.realityCheckSeconds > 0;
  const startMs = figures ? sessionStartOf(figures, dataUpdatedAt) : null;
  // An answer remembered from an earlier session does not count for this one.
  const answeredAt = figures && answer?.startedAt === figures.startedAt ? answer.seconds : null;
  const dueAt = on && startMs !== null ? nextCheckAt(startMs, figures.realityCheckSeconds, answeredAt) : null;
  const seconds = useSessionSeconds(open ? startMs : null);

  useEffect(() => {
    if (open || dueAt === null) return;
    const timer = setTimeout(
      () => {
        setOpen(true);
        // The figures of this moment, not of the last poll.
        void refetch();
      },
      Math.max(0, dueAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [open, dueAt, refetch]);

  if (!on || !open) return null;

  /** Every way out of the dialog answers it: the next check comes one full interval later. */
  const answerCheck = () => {
    const next = {
      startedAt: figures.startedAt,
      seconds: Math.max(0, Math.floor((Date.now() - (startMs ?? Date.now())) / 1000)),
    };
    writeAnswer(next);
    setAnswer(next);
    setOpen(false);
  };
  const historyOn = config.flags.TRANSBETREPMEM3 === true;

  return (
    // The player's own reminder (they set its interval): it takes its turn like a dialog they asked for, over a
    // game being played, not behind it.
    <Dialog
      open
      onClose={answerCheck}
      title={t('realityCheck.title')}
      hideCloseButton
      className="acc-reality"
    >
      <p className="acc-reality__intro">{t('realityCheck.intro')}</p>
      <dl className="acc-reality__figures">
        <div className="acc-reality__figure">
          <dt>{t('realityCheck.sessionTime')}</dt>
          <dd className="acc-reality__clock">{formatDuration(seconds ?? figures.elapsedSeconds)}</dd>
        </div>
        <div className="acc-reality__figure">
          <dt>{t('realityCheck.wagered')}</dt>
          <dd className="mc-money">{format(figures.wageredMinor)}</dd>
        </div>
        <div className="acc-reality__figure">
          <dt>{t('realityCheck.net')}</dt>
          <dd>
            <SignedMoney minor={figures.netMinor} />
          </dd>
        </div>
      </dl>
      <p className="acc-reality__hint">{t('realityCheck.netHint')}</p>
      <div className="acc-reality__actions">
        <Button block onClick={answerCheck}>
          {t('realityCheck.continue')}
        </Button>
        {historyOn && (
          <Button
            variant="secondary"
            block
            onClick={() => {
              answerCheck();
              void navigate(canonicalPath('bettingRecord'));
            }}
          >
            {t('realityCheck.history')}
          </Button>
        )}
        <Button
          variant="secondary"
          block
          onClick={() => {
            answerCheck();
            // The site's one sign-out flow (the shell's confirm, server logout, clear, home).
            bus.emit('logout:request', {});
          }}
        >
          {t('realityCheck.signOut')}
        </Button>
      </div>
    </Dialog>
  );
}
