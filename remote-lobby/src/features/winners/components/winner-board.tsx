// The winner board (spec lobby §2): recent big winners in pairs, auto-scrolling in a loop (a CSS animation) only
// with more than 3 entries, with a pause control; still when reduced motion is asked for. A click launches the game.
import { useTranslation } from 'react-i18next';
import { useRef, useState } from 'react';
import { formatMoney, useMerchantConfig, useNearScreen, useReducedMotion, type Winner } from 'shared';
import { LazyImage } from '../../../components/lazy-image';
import { useGameLauncher } from '../../../lib/launch/hooks/use-game-launcher';
import { targetOfWinner } from '../../../lib/launch/launch-target';
import { useWinners } from '../api/winners';
import { boardLoops, pairEntries } from '../lib/winner-pairs';

export function WinnerBoard() {
  const { data } = useWinners();
  const pairs = pairEntries(data ?? []);
  if (pairs.length === 0) return null;
  return <WinnerBoardView pairs={pairs} />;
}

export function WinnerBoardView({ pairs }: { pairs: [Winner, Winner][] }) {
  const { t } = useTranslation('lobby');
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const { data: config } = useMerchantConfig();
  const launch = useGameLauncher();
  const place = useRef<HTMLDivElement>(null);
  const near = useNearScreen(place);
  const loops = boardLoops(pairs.length) && !reducedMotion;
  const money = { symbol: config?.currencySymbol ?? '', scale: config?.currencyScale ?? 100 };

  const row = (pair: [Winner, Winner], index: number, copy: boolean) => (
    <li
      key={`${copy ? 'copy' : 'row'}-${index}`}
      className="lob-winners__row"
      aria-hidden={copy || undefined}
    >
      {pair.map((winner, side) => (
        <button
          key={side}
          type="button"
          className="lob-winner"
          tabIndex={copy ? -1 : undefined}
          onClick={() => void launch(targetOfWinner(winner))}
        >
          <LazyImage path={winner.iconUrl} alt="" width={36} height={36} />
          <span className="lob-winner__text">
            <span className="lob-winner__name">{winner.customerName}</span>
            <span className="lob-winner__game">{winner.gameName}</span>
          </span>
          <span className="lob-winner__amount">{formatMoney(winner.winAmount, money)}</span>
        </button>
      ))}
    </li>
  );

  return (
    <section className="lob-winners" aria-labelledby="lob-winners-title">
      <div className="lob-section__head">
        <h2 id="lob-winners-title" className="lob-section__title">
          {t('winners.title')}
        </h2>
        {loops && (
          <button type="button" className="lob-link" aria-pressed={paused} onClick={() => setPaused(!paused)}>
            {paused ? t('motion.play') : t('motion.pause')}
          </button>
        )}
      </div>
      {/* The rows render once the board comes near the screen (it is at the bottom of home; total blocking time). */}
      <div ref={place} className="lob-winners__window">
        {near && (
          <ul
            className={loops ? 'lob-winners__list lob-winners__list--loop' : 'lob-winners__list'}
            data-loop={loops}
            style={
              loops
                ? {
                    animationPlayState: paused ? 'paused' : 'running',
                    animationDuration: `${pairs.length * 3}s`,
                  }
                : undefined
            }
          >
            {pairs.map((pair, index) => row(pair, index, false))}
            {loops && pairs.map((pair, index) => row(pair, index, true))}
          </ul>
        )}
      </div>
    </section>
  );
}
