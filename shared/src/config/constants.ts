// Every business figure of the two specs' §9 (and the figures §2 gives for the lobby widgets), named and grouped
// so that no app hard-codes a number the spec fixes. Each group cites where its figures come from.
import { MERCHANT_CODE } from '../api/contract.ts';
import { TOAST_DURATION } from '../ui/toast-types.ts';

/** Re-exported so config users have one import; the contract stays the source (spec account §9, lobby §9). */
export { MERCHANT_CODE, TOAST_DURATION };

/** Page sizes of the lobby calls (spec lobby §7, §9; §2 "home vendor list"). */
export const PAGE_SIZE = {
  /** Category game list and search results. */
  gameList: 36,
  search: 36,
  /** Home game rows and the favourite list, always requested with pageNo 1. */
  home: 16,
  favourites: 16,
  hotGames: 12,
  recentGames: 36,
  /** Favourite node ids: one reading says 200, another 100. */
  favouriteIds: 200,
  favouriteIdsAlt: 100,
  winnerBoard: 20,
  homeVendors: 9,
} as const;

/** First page number of every paged call (spec lobby §4: any filter change resets the page to 1). */
export const FIRST_PAGE = 1;

/** Debounces in milliseconds (spec lobby §5, §9; account §9). */
export const DEBOUNCE_MS = {
  gameSearch: 500,
  /** Help centre refetch after a language change. */
  helpRefetch: 200,
  /** Game data reload after a language change. */
  languageReload: 250,
} as const;

/** Throttles in milliseconds (spec lobby §7, §9; account §9). */
export const THROTTLE_MS = {
  inboxUnread: 250,
  chatUnread: 250,
  markAnnouncementRead: 150,
} as const;

/** Transitions and guards in milliseconds (spec account §2, §9; lobby §2, §9). */
export const TRANSITION_MS = {
  page: 300,
  popup: 225,
  providerFade: 250,
  providerSlide: 500,
  /** Clicks on a popup are ignored this long after it opens, so the opening tap cannot hit it. */
  clickGuard: 300,
} as const;

/** Back-swipe thresholds in pixels (spec account §2, lobby §2). */
export const SWIPE_PX = {
  back: 100,
  /** Member area and popups use a shorter swipe. */
  memberArea: 60,
} as const;

/** Banner carousel, generic swiper and marquee figures (spec lobby §2 "Banner carousel", "Announcements", §9). */
export const BANNER = {
  autoplayMs: 5000,
  /** Autoplay and loop need at least this many banners ("only when there is more than one"). */
  minForAutoplay: 2,
} as const;

export const SWIPER = {
  autoplayMs: 8000,
  slidesPerView: 3,
} as const;

export const MARQUEE = {
  fps: 30,
} as const;

/** Winner board (spec lobby §2 "Winner board", §7, §9). */
export const WINNER_BOARD = {
  limit: 20,
  /** Loops automatically only with more than this many entries; otherwise static. */
  loopAbove: 3,
  scrollSpeed: 1500,
  delayMs: 0,
  gameCategory: 'ALL',
} as const;

/**
 * Jackpot counter (spec lobby §2 "Jackpot counter", §9): a display effect, not server data. Two readings exist;
 * `growing` is the primary one, `animated` the other.
 */
export const JACKPOT_COUNTER = {
  growing: {
    startMin: 1_200_000_000,
    startMax: 1_300_000_000,
    stepMin: 100,
    stepMax: 200,
    intervalSeconds: [3, 4, 5],
  },
  animated: {
    min: 10_000_000,
    max: 12_000_000,
    decimals: 2,
  },
} as const;

/** Home lobby layout figures (spec lobby §2 "Home lobby"). */
export const HOME_LAYOUT = {
  defaultRows: 2,
  /** Game rows are arranged in two when there are more than this many games. */
  twoRowsAboveGames: 4,
  /** Vendor strips use two rows when there are more than this many vendors. */
  twoRowsAboveVendors: 3,
  highlightCards: 6,
} as const;

/** Side menu figures (spec account §2 "Side menu"). */
export const SIDE_MENU = {
  entriesPerChunk: 3,
  /** The promotion entry lists the first 3 activities. */
  promotions: 3,
} as const;

/** Display figures (spec lobby §3, §9; account §3, §9). */
export const DISPLAY = {
  /** Unread and bubble badges show '99+' above this. */
  badgeCap: 99,
  skeletonRows: 6,
  /** Balances and win amounts. */
  moneyDecimals: 2,
  dateFormat: 'YYYY/MM/DD',
  birthdayFormat: 'YYYY-MM-DD',
} as const;

/** Form input limits (spec account §5, §9). */
export const INPUT_LIMITS = {
  captchaMaxLength: 6,
  smsCodeMaxLength: 10,
  mobileMaxLength: 20,
  rewardRemarkMaxLength: 140,
} as const;

/** Reward application pictures (spec account §2, §5, §9). */
export const REWARD_PICTURES = {
  max: 3,
  /** 5 MB. */
  maxBytes: 5_242_880,
  types: ['jpeg', 'jpg', 'png'],
  /** The picker shows this many per row. */
  perRow: 4,
} as const;

/** SMS code countdown (spec account §4, §9). */
export const SMS_COUNTDOWN = {
  tickMs: 500,
  startSeconds: 60,
} as const;

/** Birthday picker: 1900 to the end of the current year; other date pickers default to 2000-2030 (account §5, §9). */
export const BIRTHDAY = {
  minYear: 1900,
} as const;

export const DATE_PICKER_DEFAULT = {
  minYear: 2000,
  maxYear: 2030,
} as const;

/** The birthday picker's bounds for a given day ("to the end of the current year"), local time. */
export function birthdayRange(now: Date = new Date()): { min: Date; max: Date } {
  return {
    min: new Date(BIRTHDAY.minYear, 0, 1),
    max: new Date(now.getFullYear(), 11, 31, 23, 59, 59, 999),
  };
}

/** Minimum age: the texts say 18 in one place and 21 in others (spec account §5); the merchant config decides. */
export const MINIMUM_AGE = {
  lower: 18,
  higher: 21,
} as const;

/** Redirect delays in milliseconds (spec account §4, §9). */
export const REDIRECT_MS = {
  afterChangePassword: 1000,
  afterEmailRecovery: 1000,
} as const;

/** Registration constants (spec account §3, §9). */
export const REGISTER = {
  /** The payload's `type` is always 0. */
  type: 0,
  methods: ['H5', 'APP', 'PWA', 'WEBCLIP'],
} as const;

/** Gateway values (spec account §3, lobby §3). */
export const GATEWAY = {
  WEB: 1,
  MOBILE: 3,
} as const;

/** Member type numbers behind the member rules (spec account §3, §6, §9; lobby §4, §6). */
export const MEMBER_TYPES = {
  nonAgent: [0, 4, 40],
  skipContractCheck: [4, 40, 41, 42],
  guestLike: 4,
  freePlayAllowed: [0, 1, 2],
  /** The one type that may not transfer to its upline. */
  noUplineTransfer: 2,
} as const;

/** Fixed query values of the game calls (spec lobby §7). */
export const GAME_QUERY = {
  platform: 'html5',
  clientType: 2,
  imgSize: 'rx2',
  /** Hot games. */
  isPlatform: 2,
  /** Domain route. */
  domainDevice: 0,
} as const;

/** App download (spec lobby §2 "App download", §9). */
export const IOS = {
  /** The app's minimum iOS version. */
  minimumVersion: '12.4',
  /** Up to this version the download page shows legacy tips. */
  legacyTipsUpTo: '12.1',
} as const;

/** Promotional copy figures (spec account §9, lobby §1). */
export const PROMO_COPY = {
  gamesOver: 600,
  support: '24/7',
  winRatePercent: 97,
  copyrightFrom: 2019,
  copyrightTo: 2025,
} as const;
