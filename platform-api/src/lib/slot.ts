// The demo slot's maths: three reels drawn from a weighted strip of 20 stops with a random source (crypto by
// default; tests inject their own), and the pay table. Pays are multiples of the bet:
//   three SEVEN 50×, three BELL or three STAR 10×, three CHERRY or three LEMON 5×, exactly two CHERRY 1×.
// Return to player ≈ 57.9% (a demo, not a casino game).
import { randomInt } from 'node:crypto';

export const SYMBOLS = ['CHERRY', 'LEMON', 'BELL', 'STAR', 'SEVEN'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

/** Stops per symbol on each reel (20 in all). */
export const REEL_WEIGHTS: Record<SlotSymbol, number> = { CHERRY: 6, LEMON: 6, BELL: 4, STAR: 3, SEVEN: 1 };
export const REEL_STOPS = 20;

/** Multiplier for three of a kind. */
export const THREE_OF_A_KIND: Record<SlotSymbol, number> = {
  CHERRY: 5,
  LEMON: 5,
  BELL: 10,
  STAR: 10,
  SEVEN: 50,
};
export const TWO_CHERRIES = 1;

/** The allowed stakes: ৳10, ৳50, ৳100. */
export const DEMO_BETS_MINOR = [1000, 5000, 10000] as const;

/** A win at least this many times the bet goes to the winner board. */
export const BIG_WIN_MULTIPLIER = 10;

/** Returns an integer in [0, max). */
export type RandomInt = (max: number) => number;

export const cryptoRandomInt: RandomInt = (max) => randomInt(max);

const STRIP: SlotSymbol[] = SYMBOLS.flatMap((symbol) => Array<SlotSymbol>(REEL_WEIGHTS[symbol]).fill(symbol));

/** The symbol at a stop (0..19): CHERRY 0-5, LEMON 6-11, BELL 12-15, STAR 16-18, SEVEN 19. */
export function symbolAt(stop: number): SlotSymbol {
  const symbol = STRIP[stop];
  if (symbol === undefined) throw new Error(`No reel stop ${stop}`);
  return symbol;
}

export function spinReels(random: RandomInt): SlotSymbol[] {
  return [0, 1, 2].map(() => symbolAt(random(REEL_STOPS)));
}

export function multiplierOf(reels: readonly SlotSymbol[]): number {
  const [a, b, c] = reels;
  if (a !== undefined && a === b && b === c) return THREE_OF_A_KIND[a];
  if (reels.filter((symbol) => symbol === 'CHERRY').length === 2) return TWO_CHERRIES;
  return 0;
}
