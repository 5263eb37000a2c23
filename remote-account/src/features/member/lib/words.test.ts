import { countWords, withinWordBounds } from './words';

describe('countWords (feedback word count)', () => {
  it('counts English words split on any whitespace', () => {
    expect(countWords('The deposit  page\tis\nslow')).toBe(5);
    expect(countWords('   ')).toBe(0);
    expect(countWords('')).toBe(0);
  });

  it('counts Bengali words the same way, combining marks staying inside their word', () => {
    expect(countWords('আমার টাকা জমা হয়নি')).toBe(4);
    expect(countWords('উত্তোলন  দ্রুত করুন')).toBe(3);
  });

  it('counts every whitespace-separated run, as the platform API does', () => {
    expect(countWords('খুব ভালো সাইট।')).toBe(3);
    expect(countWords('খুব ভালো সাইট ।')).toBe(4);
    expect(countWords('\u00a0নতুন\u2003গেম\u3000চাই')).toBe(3);
  });

  it('counts mixed Bengali and English text', () => {
    expect(countWords('bKash দিয়ে deposit করেছি')).toBe(4);
  });
});

describe('withinWordBounds', () => {
  const bounds = { minWords: 5, maxWords: 8 };
  it('accepts counts between the bounds, inclusive', () => {
    expect(withinWordBounds(5, bounds)).toBe(true);
    expect(withinWordBounds(8, bounds)).toBe(true);
  });
  it('refuses counts outside the bounds', () => {
    expect(withinWordBounds(4, bounds)).toBe(false);
    expect(withinWordBounds(9, bounds)).toBe(false);
  });
});
