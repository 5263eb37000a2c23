// The content remote's own figures from the spec (lobby §2 "Banner carousel", "Announcements", §9): the banner
// carousel, the generic swiper and the notice marquee. Figures more than one app uses live in
// shared/src/config/constants.ts.

/** Banner carousel, generic swiper and marquee figures (spec lobby §2 "Banner carousel", "Announcements", §9). */
export const BANNER = {
  autoplayMs: 5000,
} as const;

export const SWIPER = {
  autoplayMs: 8000,
  slidesPerView: 3,
} as const;

export const MARQUEE = {
  fps: 30,
} as const;
