// Player protection and account security: money and session limits, the reality check, time-out and
// self-exclusion, active sessions and the bound mobile number of payout SMS codes.
// Every part is switched by a white-label flag (all on by default): RGLIMITS, RGREALITY, RGEXCLUDE, SECSESSIONS,
// SECPAYOUTSMS, RGFOOTER. A call to a part whose flag is off answers feature.disabled (404); the UI hides the entry.
// Switching a flag off closes its endpoints only: limits, session ends and exclusions already in force stay
// enforced (a configuration change never lifts a player's protection).
// The server enforces every rule; the client explains it. Amounts are integer minor units (paisa).
// - Limits: kinds `deposit`, `loss` and `wager`, each with periods `day`, `week` and `month`. The periods are
//   ROLLING windows ending now: the last 24 hours, the last 7 days, the last 30 days (say "in the last 24 hours",
//   not "today"). Amounts 1 … LIMIT_AMOUNT_MAX_MINOR (limit.invalid otherwise). Kind `session` (period `session`):
//   minutes a session may last, SESSION_LIMIT_MIN_MINUTES … SESSION_LIMIT_MAX_MINUTES.
//   Used: deposit = deposit orders created in the window that are not rejected or cancelled (a pending order
//   counts, so parallel pending orders cannot go around the limit); wager = stakes in the window; loss =
//   max(0, stakes − payouts) in the window; session = minutes since the current session began.
// - Cooling-off: a first limit or a lower one takes effect at once (and cancels a pending raise). A higher one or a
//   removal (amount null) becomes `pending` with effectiveAt = now + 24 h and applies by itself once that time has
//   passed. Asking to raise or remove again while a change is pending → limit.cooling_off (409, `value`
//   { effectiveAt } of the pending change), nothing written.
//   Asking for the current amount while a raise is pending cancels the raise.
// - Enforcement happens in the same database transaction as the write, so concurrent requests cannot go around a
//   limit. A deposit order with used + amount > limit → limit.deposit_exceeded (403). A stake (the demo spin and
//   every other stake path) with wager used + stake > limit → limit.wager_exceeded; with loss used + stake > limit
//   → limit.loss_exceeded (a stake may be lost entirely). The error's `value` is a LimitExceededValue of the
//   tightest limit. The deposit-limit prompt is the client's duty: the server never refuses a deposit because the
//   member has not answered it (ProtectionOverview.depositLimitAnswered).
// - Session time limit: a session signed in while a session limit is in force ends at its start + the limit;
//   setting or lowering the limit also shortens the member's open sessions the same way, but none ends sooner
//   than SESSION_LIMIT_MIN_MINUTES after the change. After the end every authenticated call answers
//   limit.session_exceeded (401) and the token is dead (sign in again).
// - Reality check: interval 0 (off), 15, 30 or 60 minutes (60 for new members; anything else → payload.invalid);
//   the popup shows at each multiple of the interval since the session began (SessionFigures).
// - Exclusion: a time-out of 1 … 30 days (1 day = 24 h) or a self-exclusion of 6 months, 1 year, 5 years or
//   permanent (months are calendar months in UTC). The request carries `confirm: true` (first confirmation;
//   otherwise payload.invalid) and the login password (second; otherwise auth.password_invalid). Effect: every
//   session of the member is revoked at once (auth.session_expired afterwards); signing in answers
//   protection.excluded (403) with an ExclusionValue until the end; a deposit or stake by any surviving path is
//   refused with the same code. The member cannot shorten or lift it.
// - Sessions: every sign-in is a session row. The list shows the member's live sessions; revoking one makes its
//   token answer auth.session_expired; revoking the caller's own is a sign-out; an unknown id or another member's
//   → session.not_found (404).
// - Place of an IP: a small built-in table of prefixes; loopback and private ranges are 'Local network'; unknown
//   → null. A built-in place and the device's words are answered in the caller's language (x-lang): 'Chrome on
//   Android' and 'Local network' in English, 'Android-এ Chrome' and 'স্থানীয় নেটওয়ার্ক' in Bengali.

export const PROTECTION_PATHS = {
  /** GET (token) → ProtectionOverview. Needs RGLIMITS or RGREALITY (parts of switched-off flags are empty). */
  overview: '/wps/protection/overview',
  /** POST SetLimitRequest (token; RGLIMITS) → LimitState */
  limits: '/wps/protection/limits',
  /** POST (token; RGLIMITS) → null: the member answered the deposit-limit prompt with "No limit for now". */
  depositLimitOptOut: '/wps/protection/deposit-limit/opt-out',
  /** POST RealityCheckRequest (token; RGREALITY) → null */
  realityCheck: '/wps/protection/reality-check',
  /** GET (token; RGREALITY or RGLIMITS) → SessionFigures of the caller's session */
  session: '/wps/protection/session',
  /** POST ExclusionRequest (token; RGEXCLUDE) → ExclusionValue; the caller's token is dead afterwards */
  exclusion: '/wps/protection/exclusion',
  /** POST BindMobileRequest (token; SECPAYOUTSMS) → null: binds a mobile number (SMS purpose `bind_mobile`). */
  bindMobile: '/wps/security/mobile',
  /** Development only: POST DevRealityCheckIntervalBody → null (a short reality-check interval for tests). */
  devRealityCheckInterval: '/dev/reality-check-interval',
} as const;

export const SESSION_PATHS = {
  /** GET (token; SECSESSIONS) → ActiveSession[] (newest first; the caller's has current: true) */
  sessions: '/wps/security/sessions',
  /** POST RevokeSessionRequest (token; SECSESSIONS) → null */
  revoke: '/wps/security/sessions/revoke',
  /** POST (token; SECSESSIONS) → RevokeOthersValue: signs out every session but the caller's */
  revokeOthers: '/wps/security/sessions/revoke-others',
} as const;

export const LIMIT_KINDS = ['deposit', 'loss', 'wager', 'session'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
/** Money limit kinds (period day / week / month). */
export const MONEY_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type MoneyLimitKind = (typeof MONEY_LIMIT_KINDS)[number];
/** Rolling windows: day = last 24 h, week = last 7 days, month = last 30 days. */
export const MONEY_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type MoneyLimitPeriod = (typeof MONEY_LIMIT_PERIODS)[number];
export type LimitPeriod = MoneyLimitPeriod | 'session';

/** Largest money limit: 1,000,000,000,000 minor (৳10,000,000,000). */
export const LIMIT_AMOUNT_MAX_MINOR = 1_000_000_000_000;
export const SESSION_LIMIT_MIN_MINUTES = 5;
export const SESSION_LIMIT_MAX_MINUTES = 1440;
/** How long a raise or a removal waits: 24 h. */
export const LIMIT_COOLING_OFF_MS = 24 * 60 * 60 * 1000;

export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

export interface PendingLimitChange {
  /** The amount that applies at effectiveAt; null = the limit is removed then. */
  amount: number | null;
  /** ISO 8601. */
  effectiveAt: string;
}

export interface LimitState {
  kind: LimitKind;
  period: LimitPeriod;
  /** Minor units (minutes for kind session); null = no limit. */
  amount: number | null;
  /** Used in the rolling window (minutes of the current session for kind session). */
  used: number;
  /** max(0, amount − used); null when there is no limit. */
  remaining: number | null;
  pending: PendingLimitChange | null;
}

export interface ProtectionOverview {
  /**
   * Every kind and period in a fixed order — deposit day/week/month, loss …, wager …, session — with amount
   * null where none is set. Empty when RGLIMITS is off.
   */
  limits: LimitState[];
  /** 0 = off. */
  realityCheckMinutes: RealityCheckMinutes;
  /** False until the member set a deposit limit or chose "No limit for now". */
  depositLimitAnswered: boolean;
  /** Always null while a session exists (an excluded member has none); kept for completeness. */
  exclusion: ExclusionValue | null;
}

export interface SetLimitRequest {
  kind: LimitKind;
  /** `session` for kind session; day / week / month for the others. */
  period: LimitPeriod;
  /** Minor units (minutes for kind session); null removes the limit (after the cooling-off). */
  amount: number | null;
}

/** `value` of limit.deposit_exceeded / limit.wager_exceeded / limit.loss_exceeded. */
export interface LimitExceededValue {
  kind: MoneyLimitKind;
  period: MoneyLimitPeriod;
  limit: number;
  used: number;
  /** What may still be deposited / staked in the window (≥ 0). */
  remaining: number;
}

/** `value` of limit.session_exceeded. */
export interface SessionExceededValue {
  /** ISO 8601: when the session ended. */
  endedAt: string;
  minutes: number;
}

export interface RealityCheckRequest {
  minutes: RealityCheckMinutes;
}

/** Figures of the caller's session (the reality check and the game frame's bar). */
export interface SessionFigures {
  /** ISO 8601: when this session signed in. */
  startedAt: string;
  elapsedSeconds: number;
  /** Stakes since the session began. */
  wageredMinor: number;
  /** Payouts − stakes since the session began (negative = the member is down). */
  netMinor: number;
  /** The reality-check interval in seconds; 0 = off (or RGREALITY off). */
  realityCheckSeconds: number;
  /** ISO 8601 end of the session under a session time limit, else null. */
  endsAt: string | null;
}

export const EXCLUSION_PERIODS = ['6m', '1y', '5y', 'permanent'] as const;
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];
export const TIMEOUT_MIN_DAYS = 1;
export const TIMEOUT_MAX_DAYS = 30;

export type ExclusionRequest =
  | { kind: 'timeout'; days: number; confirm: true; password: string }
  | { kind: 'self_exclusion'; period: ExclusionPeriod; confirm: true; password: string };

/** `value` of POST exclusion and of protection.excluded. */
export interface ExclusionValue {
  kind: 'timeout' | 'self_exclusion';
  /** ISO 8601 end; null = permanent. */
  until: string | null;
}

export interface ActiveSession {
  id: number;
  /** True for the caller's own session. */
  current: boolean;
  /**
   * A short form of the user agent in the caller's language ('Chrome on Android'), with the `x-device` header in
   * brackets when the site sent one; '' when unknown.
   */
  device: string;
  ip: string;
  /** A coarse place from the IP, in the caller's language ('Local network'); null when unknown. */
  place: string | null;
  /** ISO 8601. */
  createdAt: string;
  lastSeenAt: string;
}

export interface RevokeSessionRequest {
  sessionId: number;
}

export interface RevokeOthersValue {
  revoked: number;
}

export interface BindMobileRequest {
  /** The account's login password again: a stolen session alone cannot bind the thief's number. */
  loginPassword: string;
  /** 10 digits without the leading 0. */
  mobileNum: string;
  /** Code of SMS purpose `bind_mobile` sent to that number. */
  smsCode: string;
}

/** Body of POST /dev/reality-check-interval (development mode only). */
export interface DevRealityCheckIntervalBody {
  username: string;
  /** 1 … 3600; 0 removes the override (the member's chosen minutes apply again). */
  seconds: number;
}
