// The notice bar's marquee clock (spec lobby §2, §9: 30 fps). requestAnimationFrame runs at the screen's rate
// (60, 90, 120 Hz); the strip moves only on whole 1/30 s steps, by a fixed distance per step, so it scrolls at
// the same speed on every screen and the browser repaints 30 times a second at most.

export interface MarqueeState {
  /** Pixels scrolled, in [0, loopWidth). */
  offset: number;
  /** Timestamp of the last step (requestAnimationFrame time), null before the first frame. */
  last: number | null;
}

export interface MarqueeOptions {
  fps: number;
  /** Distance of one step in pixels. */
  pxPerStep: number;
  /** Width of one copy of the content: the offset wraps there (the second copy continues seamlessly). */
  loopWidth: number;
  /** After a long gap (a background tab) the strip continues instead of jumping ahead. */
  maxStepsPerFrame?: number;
}

/** Pixels per step: 1 px at 30 fps is 30 px/s, slow enough to read a Bengali line as it passes. */
export const MARQUEE_PX_PER_STEP = 1;

export function marqueeTick(state: MarqueeState, now: number, options: MarqueeOptions): MarqueeState {
  const interval = 1000 / options.fps;
  if (state.last === null || now < state.last) return { offset: state.offset, last: now };
  const elapsed = now - state.last;
  // A hair of tolerance: frame times are fractional and a due step must not slip by a rounding error.
  const steps = Math.floor((elapsed + 1e-6) / interval);
  if (steps < 1) return state;
  const maxSteps = options.maxStepsPerFrame ?? 3;
  const taken = Math.min(steps, maxSteps);
  const moved = state.offset + taken * options.pxPerStep;
  const offset = options.loopWidth > 0 ? moved % options.loopWidth : 0;
  // Keep the phase (the remainder carries over) unless frames were dropped, then start afresh from now.
  const last = steps > maxSteps ? now : state.last + steps * interval;
  return { offset, last };
}
