// The jackpot counter's display effect (spec lobby §2 "Jackpot counter"; not server data): a random start, a
// random step every 3, 4 or 5 seconds. The random source is injectable so the bounds can be tested.
import { DISPLAY } from 'shared';
import { JACKPOT_COUNTER } from '../../../config';

export type Random = () => number;

const { startMin, startMax, stepMin, stepMax, intervalSeconds } = JACKPOT_COUNTER;
const HUNDREDTHS = 10 ** DISPLAY.moneyDecimals;

const roundToDecimals = (value: number) => Math.round(value * HUNDREDTHS) / HUNDREDTHS;

/** A start between 1,200,000,000 and 1,300,000,000, rounded to 2 decimals. */
export function jackpotStart(random: Random = Math.random): number {
  return roundToDecimals(startMin + random() * (startMax - startMin));
}

/** A step between 100 and 200, rounded to 2 decimals. */
export function jackpotStep(random: Random = Math.random): number {
  return roundToDecimals(stepMin + random() * (stepMax - stepMin));
}

/** The wait before the next step: 3, 4 or 5 seconds, in milliseconds. */
export function jackpotDelayMs(random: Random = Math.random): number {
  const index = Math.min(intervalSeconds.length - 1, Math.floor(random() * intervalSeconds.length));
  return intervalSeconds[index]! * 1000;
}

/** The counter's text: grouped thousands and 2 decimals. */
export function formatJackpot(value: number, symbol: string): string {
  const [whole = '0', fraction = '00'] = value.toFixed(DISPLAY.moneyDecimals).split('.');
  return `${symbol}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}
