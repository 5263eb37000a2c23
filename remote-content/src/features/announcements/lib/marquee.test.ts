import { marqueeMotion, marqueeOffsetAt, marqueeTimeAt } from './marquee';

describe('marqueeMotion', () => {
  it('moves one copy of the content in 1 px steps, 30 a second, for ever', () => {
    expect(marqueeMotion(300, 30)).toEqual({
      keyframes: [{ transform: 'translateX(0)' }, { transform: 'translateX(-300px)' }],
      timing: { duration: 10_000, iterations: Infinity, easing: 'steps(300, end)' },
    });
  });

  it('keeps whole steps for a width in fractions of a pixel', () => {
    const motion = marqueeMotion(120.6, 30, 2)!;
    expect(motion.keyframes[1]).toEqual({ transform: 'translateX(-120px)' });
    expect(motion.timing).toMatchObject({ duration: 2000, easing: 'steps(60, end)' });
  });

  it('stands still while the width is unknown', () => {
    expect(marqueeMotion(0, 30)).toBeNull();
  });
});

describe('the strip stopped and resumed at a place', () => {
  it('reads the place from the time into the loop, in whole steps', () => {
    expect(marqueeOffsetAt(1000, 30)).toBe(30);
    expect(marqueeOffsetAt(1010, 30)).toBe(30);
    expect(marqueeOffsetAt(1000 + 1000 / 30, 30)).toBe(31);
  });

  it('resumes at the time that shows the same place', () => {
    for (const offset of [0, 1, 45, 299]) expect(marqueeOffsetAt(marqueeTimeAt(offset, 30), 30)).toBe(offset);
  });
});
