// A countdown to an absolute time (the resend lock of the SMS code buttons): ticks every 500 ms (spec account
// §9), shows the whole seconds left with an 's' suffix, and is idle again once the time is reached.
import { useCallback, useEffect, useState } from 'react';
import {} from 'shared';
import { SMS_COUNTDOWN } from '../config';

/** Spec account §9: the SMS countdown ticks every 500 ms. */
export const COUNTDOWN_TICK_MS = SMS_COUNTDOWN.tickMs;

export interface Countdown {
  running: boolean;
  /** Whole seconds left, rounded up; 0 when idle. */
  seconds: number;
  /** '42s' while running, null when idle. */
  text: string | null;
  start: (until: number) => void;
  stop: () => void;
}

export function useCountdown(tickMs: number = COUNTDOWN_TICK_MS): Countdown {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until === null) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) setUntil(null);
    }, tickMs);
    return () => clearInterval(timer);
  }, [until, tickMs]);

  const start = useCallback((time: number) => {
    const current = Date.now();
    setNow(current);
    setUntil(time > current ? time : null);
  }, []);
  const stop = useCallback(() => setUntil(null), []);

  const seconds = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  const running = seconds > 0;
  return { running, seconds, text: running ? `${seconds}s` : null, start, stop };
}
