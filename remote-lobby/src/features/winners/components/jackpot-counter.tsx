// The jackpot counter on home (spec lobby §2): a display effect that starts at a random amount and grows by a
// random step every 3, 4 or 5 seconds; a pause control, and a still figure when reduced motion is asked for.
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { useMerchantConfig, useReducedMotion } from 'shared';
import { formatJackpot, jackpotDelayMs, jackpotStart, jackpotStep, type Random } from '../lib/jackpot';

export function JackpotCounter({ random = Math.random }: { random?: Random }) {
  const { t } = useTranslation('lobby');
  const { data: config } = useMerchantConfig();
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [value, setValue] = useState(() => jackpotStart(random));
  const running = !paused && !reducedMotion;

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(
      () => setValue((current) => Math.round((current + jackpotStep(random)) * 100) / 100),
      jackpotDelayMs(random),
    );
    return () => clearTimeout(timer);
  }, [running, value, random]);

  return (
    <section className="lob-jackpot" aria-labelledby="lob-jackpot-title">
      <h2 id="lob-jackpot-title" className="lob-jackpot__title">
        {t('jackpot.title')}
      </h2>
      <p className="lob-jackpot__value" data-testid="jackpot-value">
        {formatJackpot(value, config?.currencySymbol ?? '')}
      </p>
      {!reducedMotion && (
        <button type="button" className="lob-link" aria-pressed={paused} onClick={() => setPaused(!paused)}>
          {paused ? t('motion.play') : t('motion.pause')}
        </button>
      )}
    </section>
  );
}
