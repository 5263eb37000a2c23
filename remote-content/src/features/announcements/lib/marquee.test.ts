import { marqueeTick, type MarqueeState } from './marquee';

const options = { fps: 30, pxPerStep: 1, loopWidth: 100 };

describe('marqueeTick', () => {
  it('starts its clock on the first frame without moving', () => {
    expect(marqueeTick({ offset: 5, last: null }, 1000, options)).toEqual({ offset: 5, last: 1000 });
  });

  it('moves only on whole 1/30 s steps, whatever the screen rate', () => {
    let state: MarqueeState = { offset: 0, last: 0 };
    // A 120 Hz screen: a frame every 8.33 ms for one second.
    for (let frame = 1; frame <= 120; frame++) state = marqueeTick(state, (frame * 1000) / 120, options);
    expect(state.offset).toBe(30);
  });

  it('keeps the same object when no step is due (no repaint)', () => {
    const state = { offset: 3, last: 100 };
    expect(marqueeTick(state, 110, options)).toBe(state);
  });

  it('wraps at the width of one copy', () => {
    expect(marqueeTick({ offset: 99, last: 0 }, 1000 / 30, options).offset).toBe(0);
  });

  it('continues after a long gap instead of jumping ahead', () => {
    const next = marqueeTick({ offset: 0, last: 0 }, 10_000, options);
    expect(next).toEqual({ offset: 3, last: 10_000 });
  });

  it('stays at 0 while the width is unknown', () => {
    expect(marqueeTick({ offset: 0, last: 0 }, 100, { ...options, loopWidth: 0 }).offset).toBe(0);
  });
});
