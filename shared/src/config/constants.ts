// Every business figure of the two specs' §9 (and the figures §2 gives for the lobby widgets), named and grouped
// so that no app hard-codes a number the spec fixes. Each group cites where its figures come from.
import { MERCHANT_CODE } from '../api/contract.ts';
import { TOAST_DURATION } from '../ui/toast-types.ts';

/** Re-exported so config users have one import; the contract stays the source (spec account §9, lobby §9). */
export { MERCHANT_CODE, TOAST_DURATION };

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
  chatUnread: 250,
  markAnnouncementRead: 150,
} as const;

/** Home lobby layout figures (spec lobby §2 "Home lobby"). */
export const HOME_LAYOUT = {
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
