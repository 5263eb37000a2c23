// The winner board's layout rules (spec lobby §2 "Winner board"): entries come in pairs (an odd trailing entry
// is dropped) and the board loops only with more than WINNER_BOARD.loopAbove entries.
import { WINNER_BOARD } from '../../../config';

export function pairEntries<T>(entries: T[]): [T, T][] {
  const pairs: [T, T][] = [];
  for (let index = 0; index + 1 < entries.length; index += 2)
    pairs.push([entries[index]!, entries[index + 1]!]);
  return pairs;
}

/** Loops (auto-scrolls) only with more than the threshold of entries, counted after the odd one is dropped. */
export function boardLoops(pairCount: number): boolean {
  return pairCount * 2 > WINNER_BOARD.loopAbove;
}
