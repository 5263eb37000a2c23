// The notice bar's marquee motion (spec lobby §2, §9: 30 fps), as a Web Animation of the track's transform: the
// browser's compositor moves it, so the page's main thread does no work per frame (a script stepping it on
// requestAnimationFrame asked for a main-thread frame 60 times a second while the page was still being built, a
// third of the main thread at 4× CPU slowdown, and every tap waited behind it). The strip moves only on whole
// 1/30 s steps, by a fixed distance per step (steps() easing), so it scrolls at the same speed on every screen.

/** Pixels per step: 1 px at 30 fps is 30 px/s, slow enough to read a Bengali line as it passes. */
export const MARQUEE_PX_PER_STEP = 1;

export interface MarqueeMotion {
  keyframes: Keyframe[];
  timing: KeyframeAnimationOptions;
}

/**
 * One loop of the strip: from 0 to the width of one copy of the content (the second copy continues seamlessly),
 * in steps of `pxPerStep` pixels, `fps` steps a second, repeated for ever. Null while the width is unknown.
 */
export function marqueeMotion(
  loopWidth: number,
  fps: number,
  pxPerStep = MARQUEE_PX_PER_STEP,
): MarqueeMotion | null {
  const steps = Math.round(loopWidth / pxPerStep);
  if (steps < 1) return null;
  return {
    keyframes: [{ transform: 'translateX(0)' }, { transform: `translateX(${-steps * pxPerStep}px)` }],
    timing: { duration: (steps * 1000) / fps, iterations: Infinity, easing: `steps(${steps}, end)` },
  };
}

/** Where an animation `at` milliseconds into its loop shows the strip, in pixels (whole steps). */
export function marqueeOffsetAt(at: number, fps: number, pxPerStep = MARQUEE_PX_PER_STEP): number {
  return Math.floor((at * fps) / 1000 + 1e-6) * pxPerStep;
}

/** The time into the loop that shows the strip moved by `offset` pixels: where a stopped strip resumes. */
export function marqueeTimeAt(offset: number, fps: number, pxPerStep = MARQUEE_PX_PER_STEP): number {
  return (offset / pxPerStep / fps) * 1000;
}
