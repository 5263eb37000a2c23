import { boardLoops, pairEntries } from './winner-pairs';

describe('winner pairing', () => {
  it('pairs the entries and drops an odd trailing one', () => {
    expect(pairEntries([1, 2, 3, 4, 5])).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(pairEntries([1])).toEqual([]);
    expect(pairEntries([])).toEqual([]);
  });

  it('loops only with more than 3 entries', () => {
    expect(boardLoops(pairEntries([1, 2, 3]).length)).toBe(false);
    expect(boardLoops(pairEntries([1, 2, 3, 4]).length)).toBe(true);
    expect(boardLoops(1)).toBe(false);
  });
});
