// The platform API contract: paths, envelope, payload and response types, error codes.
// Both the site (through the API client) and platform-api import this file; it has no runtime dependencies.
import type { SharedTextKey } from '../i18n/site-texts';

export const MERCHANT_CODE = 'vsbdtf5';

/** Module ids of spec §7; every call carries one as the `moduleId` query parameter. */
export const MODULE_IDS = [
  'COMM3',
  'GAMELO3',
  'GAMELOFAV3',
  'GAMELOREC3',
  'GAMELOHOT3',
  'CBS3',
  'FUNDTRANS3',
  'MEMTRANS3',
  'PERSPNL3',
  'REG3',
  'CAPTCHA3',
] as const;
export type ModuleId = (typeof MODULE_IDS)[number];

/** Header names of the request conventions. */
export const HEADERS = {
  /** Bearer token of the session: `Authorization: Bearer <token>`. */
  authorization: 'authorization',
  /** The 16-character AES key of an encrypted payload (spec §7: "a header carries the encryption key"). */
  encryptKey: 'x-encrypt-key',
  /** Device value; 'OTHERS' when the site runs standalone (installed PWA). */
  device: 'x-device',
  /** Interface language of the caller: 'bn' or 'en'. */
  language: 'x-lang',
} as const;

/**
 * Every response body is this envelope, success or not.
 * `code` is 'ok' on success, otherwise one of ApiErrorCode; `message` is an English developer-facing text
 * (the site shows its own translated catalogue text for the code, never this message).
 */
export interface ApiEnvelope<T> {
  success: boolean;
  code: 'ok' | ApiErrorCode;
  message: string;
  value: T | null;
}

/** Server error codes, each mapped by the client to an entry of the spec's error catalogue (§8). */
export const API_ERROR_CODES = {
  bad_request: 400,
  'payload.invalid': 400,
  'merchant.unknown': 400,
  'auth.not_logged_in': 401,
  'auth.session_expired': 401,
  'auth.user_not_found': 401,
  'auth.captcha_required': 401,
  'auth.captcha_invalid': 401,
  'auth.non_member': 403,
  'auth.non_agent': 403,
  'auth.forbidden': 403,
  'register.username_exists': 409,
  'register.invalid_invitation': 400,
  'referrer.link_error': 400,
  'validation.failed': 400,
  'sms.rate_limited': 429,
  'sms.code_invalid': 400,
  'sms.code_expired': 400,
  'password.same': 400,
  'password.wrong_old': 400,
  'auth.account_locked': 423,
  'auth.trial_forbidden': 403,
  'recovery.email_mismatch': 400,
  'recovery.token_invalid': 400,
  'recovery.token_expired': 400,
  'recovery.token_used': 400,
  'money.amount_invalid': 400,
  'money.below_minimum': 400,
  'money.above_maximum': 400,
  'money.insufficient_balance': 400,
  'money.turnover_required': 400,
  'money.payment_password_wrong': 400,
  'money.payment_password_unset': 400,
  'money.duplicate_request': 409,
  'money.account_invalid': 400,
  'money.reference_required': 400,
  'money.reference_used': 409,
  'game.unavailable': 400,
  'game.not_found': 404,
  'announcement.not_found': 404,
  'promotion.not_found': 404,
  'reward.not_applicable': 400,
  'reward.already_applied': 409,
  'agent.not_in_team': 404,
  'agent.rebate_above_own': 400,
  'agent.contract_decided': 409,
  'agent.upline_transfer_forbidden': 403,
  'agent.link_limit_reached': 403,
  'agent.link_not_found': 404,
  'limit.invalid': 400,
  'limit.cooling_off': 409,
  'limit.deposit_exceeded': 403,
  'limit.wager_exceeded': 403,
  'limit.loss_exceeded': 403,
  'limit.session_exceeded': 401,
  'limit.receiver_deposit_exceeded': 403,
  'protection.excluded': 403,
  'feature.disabled': 404,
  'session.not_found': 404,
  'sms.code_required': 400,
  'sms.no_mobile': 400,
  'auth.password_invalid': 400,
  'system.upgrading': 503,
  'system.ip_restricted': 403,
  'system.busy': 503,
  'request.method_not_allowed': 405,
  'request.too_large': 413,
  'request.uri_too_long': 414,
  'request.unsupported_media_type': 415,
  'request.headers_too_large': 431,
  not_found: 404,
  rate_limited: 429,
  unknown: 500,
} as const;
export type ApiErrorCode = keyof typeof API_ERROR_CODES;

/** Paths of the platform API. The site calls them same-origin; the site server proxies to the API. */
export const API_PATHS = {
  systemStatus: '/wps/system/status',
  systemConfig: '/wps/system/config',
  login: '/wps/session/login',
  logout: '/wps/session/logout',
  memberInfo: '/wps/member/info',
  memberWallet: '/wps/wallets/gcs',
  merchantWallet: '/wps/wallets/merchant',
  announcements: '/wps/announcement/list',
  vendorGameTypes: '/wps/game/vendorGameTypes',
  contractDividend: '/wps/agent/contractDividend',
  devOutbox: '/dev/outbox',
  devSystemStatus: '/dev/system-status',
} as const;

// ---------- request conventions ----------

/** Query parameters every call carries. */
export interface CommonQuery {
  merchantCode: string;
  moduleId: ModuleId;
}

/**
 * Body of an encrypted call: `data` is base64 AES-128-ECB (PKCS#7) ciphertext of the UTF-8 JSON payload,
 * keyed by the 16 ASCII characters sent in the `x-encrypt-key` header.
 */
export interface EncryptedBody {
  data: string;
}

// ---------- system ----------

/** 0 normal, 1 maintenance, 2 region restricted (maintenance wins when both hold). */
export type SystemStatusCode = 0 | 1 | 2;

export interface SystemStatus {
  status: SystemStatusCode;
  /** The caller's IP as the server saw it. */
  ip: string;
  /** True when the caller's IP or location is blocked: the site shows the access-restricted screen. */
  ipRestricted: boolean;
  /** Shown on the maintenance screen when set. */
  maintenanceMessage: string | null;
}

/** White-label switches of the merchant (spec account §2, §6; lobby §2). */
export const WHITE_LABEL_FLAGS = [
  'DEPOSIT',
  'WITHDRAW',
  'TRANSBETREPMEM3',
  'REWCEN3',
  'FEEDBACK3',
  'SECPRIV',
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'MOBILEVERCODELOGIN3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'CHNGPASSMAIL3',
  'CHNGPASSVERIF3',
  'DEPRECM3',
  'WITHREC3',
  'TRANSREC3',
  'PERSREP',
  'MAILCEN',
  'MANPLAYREB3',
  'PLYRBT',
  'AGETRANSFERUP3',
  'VIPBENEFIT',
  'MISSION',
  'REFERRAL',
  'CHAT',
  /** Deposit / loss / wager limits, the session time limit and the deposit-limit prompt (issue 10). */
  'RGLIMITS',
  /** Reality check popup and the game frame's session bar. */
  'RGREALITY',
  /** Time-out and self-exclusion. */
  'RGEXCLUDE',
  /** Active sessions list, remote sign-out, last sign-in. */
  'SECSESSIONS',
  /** A fresh SMS code before adding a payout account or withdrawing to a new one. */
  'SECPAYOUTSMS',
  /** 18+ badge and responsible-gaming message in the footer. */
  'RGFOOTER',
] as const;
export type WhiteLabelFlag = (typeof WHITE_LABEL_FLAGS)[number];

export interface MerchantConfig {
  merchantCode: string;
  currency: string;
  /** Display symbol of the currency, e.g. '৳'. */
  currencySymbol: string;
  /** Minor units per major unit (100 for BDT). */
  currencyScale: number;
  flags: Record<WhiteLabelFlag, boolean>;
  /** Configured links; a missing key means "not configured" and the UI hides that entry. */
  links: Partial<
    Record<'whatsapp' | 'telegram' | 'viber' | 'facebook' | 'customerService' | 'affiliate', string>
  >;
  minimumAge: number;
}

// ---------- session ----------

export type LoginMethod = 'username' | 'sms' | 'firebase';

/** Decrypted login payload (spec account §3). */
export interface LoginPayload {
  username: string;
  password: string;
  captcha: string;
  type: LoginMethod;
  firebaseChannel?: string;
  firebaseIdToken?: string;
  firebaseMobileNo?: string;
  countryDialingCode?: string;
  /** 'agent' when signing in from the agency centre's entry (/m/agent): non-agents get auth.non_agent. */
  entry?: 'agent';
}

export interface LoginValue {
  token: string;
  userName: string;
  /** Customer type number (spec account §3 and §6). */
  type: number;
  firstTimeLogin: boolean;
  customerType: number;
  /** Epoch milliseconds when the token expires. */
  expiresAt: number;
  /**
   * The member's previous successful sign-in (null on the first one, and for trial sessions). Shown after
   * sign-in as "Last sign-in: <time> from <place / ip>".
   */
  lastSignIn: LastSignIn | null;
}

export interface LastSignIn {
  /** ISO 8601. */
  at: string;
  ip: string;
  /** A coarse place from the IP (see ActiveSession.place); null when unknown. */
  place: string | null;
}

/** `value` of a failed login whose code is auth.captcha_required (or any failed login after it). */
export interface LoginFailureValue {
  captchaRequired: boolean;
}

// ---------- member ----------

export interface MemberInfo {
  id: number;
  type: number;
  nickname: string;
  account: string;
  /** Registration time, ISO 8601. */
  regDate: string;
  toUpline: boolean;
}

/** Amounts are integer minor units (paisa for BDT). */
export interface MemberWallet {
  currency: string;
  sumBalance: number;
}

export interface MerchantWallet {
  currency: string;
  currencySymbol: string;
  currencyScale: number;
}

// ---------- content ----------

export type BannerGroup =
  | 'm_home'
  | 'm_rng'
  | 'm_sports'
  | 'm_pvp'
  | 'm_live'
  | 'm_fish'
  | 'm_lott'
  | 'm_elott'
  | 'm_reg'
  | 'm_video'
  | 'm_promotion'
  | 'm_game';

export interface Banner {
  id: number;
  title: string;
  groupName: BannerGroup;
  /** Image URL, same-origin path or absolute. */
  imageUrl: string;
  /** Where a click goes: a site path such as '/m/activity' or an absolute URL; empty for none. */
  url: string;
  sequence: number;
}

export interface AnnouncementImage {
  url: string;
  /** 1 = main / cover. */
  sequence: number;
}

export interface Announcement {
  id: number;
  title: string;
  /** HTML; the site sanitises it before rendering. */
  content: string;
  startDate: string;
  url: string;
  type: string;
  groupName: string;
  announcementImages: AnnouncementImage[];
  read: boolean;
}

/** Query `types` is a comma list of content types (B, PL, PU, PR, H); `groupName` selects banners. */
export interface AnnouncementResponse {
  banners: Banner[];
  promotion: Announcement[];
  player: Announcement[];
  popup: Announcement[];
  hot: Announcement[];
}

// ---------- lobby ----------

export const GAME_TYPES = [
  'RNG',
  'FISH',
  'PVP',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
] as const;
export type GameType = (typeof GAME_TYPES)[number];

export interface Vendor {
  vassalage: string;
  displayName: string;
  gameType: GameType;
  gameCategory: string;
  mobileLargeIcon: string;
  /** 1 = hot. */
  isHot: 0 | 1;
  gameClassify: { key: string; displayName: string }[];
}

/** Vendor game types (typeId 1): the category order and the vendors of each game type. */
export interface VendorConfig {
  sorting: { gameCategory: GameType; vendorNames: { vassalage: string; accountTypeName: string }[] }[];
  mapping: Partial<Record<GameType, Vendor[]>>;
}

// ---------- agent ----------

/** Contract dividend data: a non-empty field means the agent has that kind of contract to look at. */
export interface ContractDividendValue {
  dailysalreqtype: string;
  divtypecompperiodreq: string;
  contracthoursalreq: string;
}

// ---------- dev ----------

export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email' | 'captcha';
  to: string;
  body: string;
  createdAt: string;
}

export interface DevOutbox {
  messages: OutboxMessage[];
}

/** Body of POST /dev/system-status (development mode only): force the status the API reports. */
export interface DevSystemStatusBody {
  status: SystemStatusCode;
  ipRestricted: boolean;
}

// ---------- captcha (appended by platform-api) ----------

/** Paths added after API_PATHS was fixed. */
export const API_PATHS_EXTRA = {
  /**
   * GET with query `username`: issues a captcha for that username. After 3 failed logins within 15 minutes the
   * login's `captcha` field must carry the answer of the newest unexpired captcha issued for the username.
   */
  captcha: '/wps/captcha',
} as const;

/** `value` of GET /wps/captcha. */
export interface CaptchaValue {
  captchaId: string;
  /** `data:image/png;base64,...` */
  image: string;
}

// ---------- account (issue 3) ----------

/** Paths of the account flows. */
export const ACCOUNT_PATHS = {
  /** GET → RegisterConfig (the merchant's per-field registration rules). */
  registerConfig: '/wps/register/config',
  /** PUT encrypted RegisterPayload → LoginValue (registration signs the player in). */
  register: '/wps/register',
  /** GET query code, domain → InvitationCheckValue. */
  invitationCheck: '/wps/register/affiliate/check',
  /** POST SmsCodeRequest → SmsCodeValue. Rate-limited per number and per IP. */
  smsCode: '/wps/verification/sms',
  /** POST encrypted SetPasswordByPhonePayload → null. */
  setPasswordByPhone: '/wps/member/password/phone',
  /** POST form-encoded `username`, `email` → null (a reset link `/m/forget?token=…` goes to the dev outbox). */
  emailRecovery: '/wps/member/password/email',
  /**
   * POST ResetPasswordByEmailPayload → null: the e-mailed link's token sets a new password (single use, expiring)
   * and ends every session of the member. 400 recovery.token_invalid / token_expired / token_used otherwise.
   */
  resetPasswordByEmail: '/wps/member/password/email/reset',
  /** POST ChangePasswordPayload (token) → null. */
  changePassword: '/wps/member/passWordChangeV2',
  /** POST → LoginValue of a trial (free-play) session, member type 4. */
  trial: '/wps/session/trial',
} as const;

/**
 * Pattern ids of the per-field rules (spec account §5). The rule engine in shared/src/validation implements each
 * one; client and server run the same code.
 */
export const PATTERN_IDS = [
  'USERNAME',
  'PASSWORD',
  'PAYMENT_PASSWORD',
  'NUMERIC',
  'ALPHANUMERIC',
  'EMAIL',
  'MOBILE',
  'NAME',
  'TEXT',
  'DATE',
  'CAPTCHA',
  'SMS_CODE',
] as const;
export type PatternId = (typeof PATTERN_IDS)[number];

export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'mobileNum',
  'recommenderId',
  'birthday',
  'affiliateCode',
  'verificationCode',
  'captcha',
] as const;
export type RegisterFieldName = (typeof REGISTER_FIELDS)[number];

export interface FieldRule {
  enabled: boolean;
  required: boolean;
  minLength: number;
  maxLength: number;
  patternId: PatternId;
}

export interface RegisterConfig {
  /** Rules of every field the merchant knows; a field that is not enabled is not shown. */
  fields: Record<RegisterFieldName, FieldRule>;
  /** The country dialling code of mobile numbers, e.g. '880'. */
  countryDialingCode: string;
  /** Minimum age in years checked against the birthday. */
  minimumAge: number;
}

export type RegisterMethod = 'H5' | 'APP' | 'PWA' | 'WEBCLIP';

/** Decrypted registration payload (spec account §3): optional values are sent as empty strings. */
export interface RegisterPayload {
  countryDialingCode: string;
  registerUrl: string;
  registerMethod: RegisterMethod;
  username: string;
  password: string;
  confirmPassword: string;
  affiliateCode: string;
  paymentPassword: string;
  recommenderId: string;
  nickname: string;
  payeeName: string;
  email: string;
  mobileNum: string;
  idNumber: string;
  qqNum: string;
  facebook: string;
  wechat: string;
  line: string;
  whatsapp: string;
  zalo: string;
  birthday: string;
  captcha: string;
  /** Always 0. */
  type: 0;
  domain: string;
  verificationCode: string;
  /** Which tab: by username, or by mobile number (the username is then the mobile number). */
  registerBy: 'username' | 'mobile';
}

/** `value` of a validation.failed answer: the message keys of each failing field. */
export interface ValidationFailureValue {
  fields: Partial<Record<string, SharedTextKey[]>>;
}

export interface InvitationCheckValue {
  valid: boolean;
}

/**
 * - `register`, `login`, `forgot`: to `mobileNum`; captcha required (key `sms:<mobileNum>`).
 * - `payout` (issue 10; token required): for adding a payout account. The code goes to the signed-in member's
 *   OWN bound mobile number, whatever `mobileNum` says (send '' — the client only knows the masked number); no
 *   captcha (send ''). A member without a mobile number gets sms.no_mobile (bind one first with `bind_mobile`).
 *   Switched by SECPAYOUTSMS (off → feature.disabled).
 * - `withdraw` (issue 10; token required): for a withdrawal to a payout account not used yet; otherwise as
 *   `payout`. A separate purpose so that adding an account and then withdrawing to it does not hit the
 *   one-code-a-minute limit (that limit counts per number and purpose; 5 an hour per number counts all).
 * - `bind_mobile` (issue 10; token required): to a `mobileNum` not used by any member, to bind it with
 *   PROTECTION_PATHS.bindMobile; captcha required as for register. Switched by SECPAYOUTSMS.
 */
export type SmsPurpose = 'register' | 'login' | 'forgot' | 'payout' | 'withdraw' | 'bind_mobile';

export interface SmsCodeRequest {
  /** 10 digits without the leading 0; '' for purpose `payout`. */
  mobileNum: string;
  /** '' allowed for purpose `payout`. */
  countryDialingCode: string;
  purpose: SmsPurpose;
  /** Human verification: the captcha answer the page shows with the request ('' for purpose `payout`). */
  captcha: string;
}

export interface SmsCodeValue {
  /** Epoch milliseconds when the code expires (the button counts down to it). */
  expirationTime: number;
}

export interface SetPasswordByPhonePayload {
  newPassword: string;
  mobileNum: string;
  verificationCode: string;
  firebaseIdToken?: string;
}

/** The e-mailed reset link's token with the new password and its confirmation. */
export interface ResetPasswordByEmailPayload {
  token: string;
  newPassword: string;
  confirmNewPassword: string;
}

export interface ChangePasswordPayload {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

// ---------- member centre and money (issue 4) ----------
// Designed where the spec says "not shown", for what a BDT player expects: local e-wallets (bKash, Nagad,
// Rocket) and bank transfer, manual transfer with the wallet's transaction id as reference. All amounts are
// integer minor units (paisa). Every money-moving POST carries an `idempotencyKey` (a UUID made by the page):
// repeating it returns the first answer and moves no money twice.

export const MONEY_PATHS = {
  /** GET → DepositChannel[] */
  depositChannels: '/wps/deposit/channels',
  /** GET → DepositPromo[] (promotions a deposit may join) */
  depositPromos: '/wps/deposit/promos',
  /**
   * POST DepositRequest → DepositRecord (pending); GET `${deposit}/:id` → DepositRecord as it stands now (the
   * member's own order only, else not_found 404).
   */
  deposit: '/wps/deposit',
  /** GET RecordQuery & { status? } → Paged<DepositRecord> */
  depositRecords: '/wps/deposit/records',
  /** GET → WithdrawInfo */
  withdrawInfo: '/wps/withdraw/info',
  /** POST WithdrawRequest → WithdrawRecord (pending); the spec's known path */
  withdraw: '/wps/transaction/withdraw',
  /** GET RecordQuery & { status? } → Paged<WithdrawRecord> */
  withdrawRecords: '/wps/withdraw/records',
  /** GET RecordQuery & { kind? } → Paged<LedgerEntry> & { totals } (account record) */
  transactions: '/wps/wallets/transactions',
  /** GET RecordQuery & { gameType? } → Paged<BetRecord> & { totals } */
  betRecords: '/wps/records/bets',
  /** GET RecordQuery → ProfitAndLoss */
  profitAndLoss: '/wps/records/pnl',
  /** GET → RankProgress */
  rankProgress: '/wps/member/rank',
  /** GET → SecurityOverview */
  security: '/wps/security/overview',
  /** POST PaymentPasswordRequest → null */
  paymentPassword: '/wps/security/payment-password',
  /** POST { email } → null */
  bindEmail: '/wps/security/email',
  /** POST { payeeName } → null (set once; later changes go through customer service) */
  payeeName: '/wps/security/payee-name',
  /** POST PayoutAccountRequest → PayoutAccount; DELETE `${payoutAccounts}/:id` with { paymentPassword } → null */
  payoutAccounts: '/wps/security/payout-accounts',
  /** GET → SecurityQuestion[]; POST { answers: { questionId, answer }[] } → null */
  securityQuestions: '/wps/security/questions',
  /** GET → RewardItem[]; POST `${rewards}/:id/claim` { idempotencyKey } → RewardItem */
  rewards: '/wps/rewards',
  /**
   * GET → { unclaimed: number, missions: number }: claimable promotion rewards (the reward centre's bubble and the
   * member tab's badge) and claimable mission rewards (the mission entry's bubble); a reward counts in one only.
   */
  rewardCounts: '/wps/rewards/counts',
  /** GET → ReferralInfo */
  referral: '/wps/referral',
  /** GET { page, pageSize } → Paged<MailMessage>; POST `${mail}/:id/read`; DELETE `${mail}/:id` */
  mail: '/wps/mail',
  /** GET → { unread: number } */
  mailUnread: '/wps/mail/unread',
  /** GET → FeedbackConfig; PUT FeedbackRequest → null */
  feedback: '/wps/feedback',
  /** GET → RebateSummary; POST { idempotencyKey } claims every available rebate → LedgerEntry */
  manualRebate: '/wps/rebate/manual',
  /** GET RecordQuery → Paged<RebateRecord> */
  rebateReport: '/wps/rebate/report',
  /**
   * Development only (the operator's desk): GET `?status=` → DevDepositList; POST `${devDeposits}/:id/approve`
   * or `/reject` → DepositRecord
   */
  devDeposits: '/dev/deposits',
} as const;

export interface Paged<T> {
  list: T[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  totalCount: number;
}

/** Date presets of the record pages; `custom` needs `from` and `to` (YYYY-MM-DD, Asia/Dhaka days). */
export type DatePreset = 'today' | 'yesterday' | '7days' | '30days' | 'custom';

export interface RecordQuery {
  preset: DatePreset;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

export const MONEY_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type MoneyStatus = (typeof MONEY_STATUSES)[number];

export type PayoutKind = 'e_wallet' | 'bank';
/** bKash, Nagad and Rocket are e-wallets; BANK is a bank account (bank name in `bankName`). */
export type PaymentProvider = 'BKASH' | 'NAGAD' | 'ROCKET' | 'BANK';

export interface DepositChannel {
  id: number;
  provider: PaymentProvider;
  kind: PayoutKind;
  /** Display name, e.g. 'bKash'. */
  name: string;
  minMinor: number;
  maxMinor: number;
  presetsMinor: number[];
  /** Where the player sends the money (manual transfer). */
  receivingAccountName: string;
  receivingAccountNumber: string;
  /** Whether the player must give the wallet's transaction id. */
  referenceRequired: boolean;
}

export interface DepositPromo {
  id: number;
  title: string;
  /** Bonus in basis points of the deposit (1000 = 10%). */
  bonusBasisPoints: number;
  maxBonusMinor: number;
  minDepositMinor: number;
  /** Turnover needed before a withdrawal: multiple of (deposit + bonus). */
  turnoverMultiplier: number;
}

export interface DepositRequest {
  channelId: number;
  amountMinor: number;
  promoId: number | null;
  /** The e-wallet or bank transaction id the player got when sending the money. */
  reference: string;
  idempotencyKey: string;
}

export interface DepositRecord {
  id: number;
  channelName: string;
  amountMinor: number;
  bonusMinor: number;
  reference: string;
  status: MoneyStatus;
  createdAt: string;
  decidedAt: string | null;
}

/** One deposit order as the operator sees it before deciding it: the player's record with who and which wallet. */
export interface DevDeposit extends DepositRecord {
  account: string;
  provider: PaymentProvider;
  /**
   * Other orders naming the same transaction id on the same provider (left from before ids were unique; a new
   * order can no longer repeat one): at most one of them may be approved. `reference` is the wallet's or bank's
   * transaction id the player gave: check it against the provider's statement.
   */
  sameReference: number[];
}

export interface DevDepositList {
  /** Newest first, at most 200. */
  deposits: DevDeposit[];
}

export interface PayoutAccount {
  id: number;
  kind: PayoutKind;
  provider: PaymentProvider;
  /** Masked except the last 4 digits, e.g. '*******5678'. */
  accountNumberMasked: string;
  accountName: string;
  bankName: string;
  /**
   * Issue 10: true once a withdrawal (any status except rejected/cancelled) went to this account. A withdrawal
   * to an account that is not yet used needs an SMS code when SECPAYOUTSMS is on.
   */
  used?: boolean;
}

export interface WithdrawInfo {
  balanceMinor: number;
  /** What may be withdrawn now: the balance, or 0 while turnover remains. */
  withdrawableMinor: number;
  turnoverRemainingMinor: number;
  minMinor: number;
  maxMinor: number;
  accounts: PayoutAccount[];
  paymentPasswordSet: boolean;
}

export interface WithdrawRequest {
  accountId: number;
  amountMinor: number;
  paymentPassword: string;
  idempotencyKey: string;
  /**
   * Issue 10 (SECPAYOUTSMS on): required when the account has never received a withdrawal — a code of SMS purpose
   * `withdraw`. Missing → sms.code_required; wrong → sms.code_invalid; expired → sms.code_expired; a code is used
   * up by the withdrawal it allowed. See PayoutAccount.used.
   */
  smsCode?: string;
}

export interface WithdrawRecord {
  id: number;
  amountMinor: number;
  account: PayoutAccount;
  status: MoneyStatus;
  createdAt: string;
  decidedAt: string | null;
}

export const LEDGER_KINDS = [
  'deposit',
  'deposit_bonus',
  'withdraw',
  'withdraw_refund',
  'bet',
  'win',
  'reward',
  'rebate',
  'transfer_in',
  'transfer_out',
  'adjustment',
  'trial_credit',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export interface LedgerEntry {
  id: number;
  kind: LedgerKind;
  amountMinor: number;
  balanceAfterMinor: number;
  reference: string;
  createdAt: string;
}

export interface RecordTotals {
  inMinor: number;
  outMinor: number;
  netMinor: number;
}

export interface BetRecord {
  id: number;
  gameName: string;
  vendor: string;
  gameType: string;
  betMinor: number;
  winMinor: number;
  /** win - bet */
  profitMinor: number;
  settledAt: string;
}

export interface ProfitAndLoss {
  betMinor: number;
  winMinor: number;
  profitMinor: number;
  depositMinor: number;
  withdrawMinor: number;
  rewardMinor: number;
  rebateMinor: number;
  byGameType: { gameType: string; betMinor: number; profitMinor: number }[];
}

/** Rank progress (spec account §3): VIP progress = completed / expected, 1 when there is no rank label. */
export interface RankProgress {
  currentProgress: { completedConditions: number; totalExpectedConditions: number };
  playerRankProgress: { labelId: string | null };
}

export interface SecurityOverview {
  loginPasswordSet: boolean;
  paymentPasswordSet: boolean;
  /** Masked, e.g. 'de****@example.com'; null when none is bound. */
  email: string | null;
  payeeName: string | null;
  accounts: PayoutAccount[];
  questionsSet: boolean;
  /** Issue 10: the bound mobile number masked (e.g. '+880 17******78'); null when none is bound. */
  mobile?: string | null;
}

export interface PaymentPasswordRequest {
  /** Required when one is already set. */
  oldPaymentPassword: string;
  newPaymentPassword: string;
}

export interface PayoutAccountRequest {
  kind: PayoutKind;
  provider: PaymentProvider;
  accountNumber: string;
  accountName: string;
  bankName: string;
  paymentPassword: string;
  /**
   * Issue 10 (SECPAYOUTSMS on): a code of SMS purpose `payout`. Missing → sms.code_required; wrong →
   * sms.code_invalid; no bound mobile → sms.no_mobile. Used up by the account it added.
   */
  smsCode?: string;
}

export interface SecurityQuestion {
  id: number;
  question: string;
  answered: boolean;
}

export interface RewardItem {
  id: number;
  title: string;
  amountMinor: number;
  /** Turnover the reward adds before withdrawal. */
  turnoverMultiplier: number;
  status: 'claimable' | 'claimed' | 'expired';
  expiresAt: string | null;
  kind: 'promotion' | 'mission';
}

export interface ReferralInfo {
  code: string;
  link: string;
  invitedCount: number;
  invited: { account: string; registeredAt: string; deposited: boolean }[];
}

export interface MailMessage {
  id: number;
  title: string;
  /** Plain text (mail bodies are not HTML). */
  body: string;
  read: boolean;
  createdAt: string;
}

export interface FeedbackConfig {
  minWords: number;
  maxWords: number;
  categories: string[];
}

export interface FeedbackRequest {
  category: string;
  content: string;
}

export interface RebateSummary {
  availableMinor: number;
  byGameType: { gameType: string; validBetMinor: number; rateBasisPoints: number; rebateMinor: number }[];
}

export interface RebateRecord {
  id: number;
  amountMinor: number;
  kind: 'manual' | 'automatic';
  createdAt: string;
}

// ---------- game lobby (issue 5) ----------

export const LOBBY_PATHS = {
  /** GET GameListQuery → PagedGames */
  games: '/wps/game/list',
  /** GET { gameName?, pageSize? } → { list: Game[] } (hot games; page size 12) */
  hot: '/wps/game/hot',
  /** GET { pageNo, pageSize, gameType? } (token) → { content: Game[], pageNum, totalPages } */
  favourites: '/wps/game/favourites',
  /** GET (token) → { favGames: string[] } (nodeIds) */
  favouriteIds: '/wps/game/favourites/ids',
  /** POST { nodeId } (token) → null; DELETE `${favourite}/:nodeId` (token) → null */
  favourite: '/wps/game/favourite',
  /** GET { page, pageSize, gameType? } (token) → { list: Game[], totalPages } */
  recent: '/wps/game/recent',
  /** GET { gameCategory: 'ALL', limitNum: 20 } → Winner[] */
  winners: '/wps/game/winners',
  /** GET LaunchQuery (token) → LaunchValue; records the game as recent */
  launch: '/wps/game/launchGame',
  /** POST DemoSpinRequest (token) → DemoSpinValue: the demo slot's bet against the wallet */
  demoSpin: '/wps/game/demo/spin',
} as const;

/** Game query filter (spec lobby §3, §7). Empty strings mean "any". */
export interface GameListQuery {
  /** The site's language ('bn' | 'en'), for game names and the games' own texts (spec lobby §7). */
  language?: string;
  gameType?: GameType | '';
  /** Vendor code; several joined by commas (in-house vendors). */
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  /** '1' for new games only. */
  isNew?: '1' | '';
  pageNo: number;
  pageSize: number;
}

export interface Game {
  nodeId: string;
  gameId: string;
  gameName: string;
  gameType: GameType;
  vassalage: string;
  gameClassify: string[];
  /** Image path on the image hosts (e.g. '/static/games/JL-1001.svg'). */
  iconUrl: string;
  isNew: boolean;
  isHot: boolean;
  supportPlay: boolean;
  freeplay: boolean;
  gameCode: string;
  /** Lottery prize mode ('Lott', 'ZY', 'Elott') for LOTT / ELOTT games, else null. */
  lottoMode: string | null;
}

export interface PagedGames {
  games: Game[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

export interface Winner {
  customerName: string;
  gameName: string;
  iconUrl: string;
  /** Minor units. */
  winAmount: number;
  gameId: string;
  nodeId: string;
  vassalage: string;
  gameType: GameType;
}

export interface LaunchQuery {
  gameId: string;
  /** The site's language ('bn' | 'en'): the game opens in it. */
  language?: string;
  nodeId: string;
  vendor: string;
  /** '1' to play for fun (no money). */
  freePlay?: '1' | '';
  /** Lottery only. */
  gameCode?: string;
  prizeMode?: string;
  playType?: 'trad' | 'ent';
}

export interface LaunchValue {
  /** The game page: same-origin path or absolute URL. */
  url: string;
  /** 'frame': open in the site's game frame; 'redirect': navigate to it. */
  mode: 'frame' | 'redirect';
}

export interface DemoSpinRequest {
  gameId: string;
  betMinor: number;
  idempotencyKey: string;
}

export interface DemoSpinValue {
  reels: string[];
  betMinor: number;
  winMinor: number;
  balanceMinor: number;
}

// ---------- content (issue 6) ----------
// Promotions, reward applications, help, customer service, chat, download links and the site's marketing copy.
// Designed where the spec says "not shown". CMS HTML (promotion, announcement and help content) is untrusted:
// the site sanitises it before rendering. Localised copy (help, site content) follows the `x-lang` header or the
// `language` query ('bn' | 'en'); promotions and announcements are the merchant's CMS text as written.

export const CONTENT_PATHS = {
  /** POST { announcementId, read: true } (token; not type 4) → null. Unknown id → announcement.not_found. */
  announcementRead: '/wps/announcement/read',
  /** GET → PromotionCategory[] */
  promotionCategories: '/wps/promotion/categories',
  /** GET { categoryId? } → Promotion[] (current ones: started, and not ended unless noExpiry) */
  promotions: '/wps/promotion/list',
  /** GET { id } → Promotion; unknown or ended → promotion.not_found */
  promotion: '/wps/promotion/detail',
  /** POST RewardApplicationRequest (token; not trial) → RewardApplication */
  applyReward: '/wps/promotion/apply',
  /** GET { language, device: 'MOBILE' } → HelpItem[] */
  help: '/wps/help/list',
  /** GET → CustomerServiceEntry[] */
  customerService: '/wps/cs/list',
  /** GET → DownloadLink[] (app downloads and social links; an absent resourceType is not configured) */
  downloadLinks: '/wps/resource/download',
  /** GET { language } → SiteContent (footer and home marketing copy) */
  siteContent: '/wps/content/site',
  /** GET { type: 'hot' | 'promo' } → ChatAnchors */
  chatAnchors: '/wps/chat/anchors',
  /** GET ChatLaunchQuery (token; not type 4) → { chatUrl } */
  chatLaunch: '/wps/chat/launch',
  /** GET (token; not type 4) → { unReadCount } */
  chatUnread: '/wps/chat/unread',
} as const;

export interface MarkAnnouncementReadRequest {
  announcementId: number;
  read: true;
}

export interface PromotionCategory {
  id: number;
  title: string;
  iconImageUrl: string;
}

export type YesNo = 'Y' | 'N';

export interface Promotion {
  id: number;
  title: string;
  /** HTML; sanitised by the site. */
  content: string;
  /** ISO 8601. */
  startDate: string;
  /** ISO 8601; null with noExpiry 1. */
  endDate: string | null;
  /** 1 = long term (no end date). */
  noExpiry: 0 | 1;
  promoAnnouncementCategoryIds: number[];
  /** sequence 1 is the cover. */
  announcementImages: AnnouncementImage[];
  /** Whether members apply for this promotion through /m/applyReward. */
  applicable: boolean;
  imageRequired: YesNo;
  remarkRequired: YesNo;
  linkedPromotionId: number | null;
}

/**
 * A reward application (spec account §3): `pictures` are data URLs (`data:image/png;base64,...`), at most 3
 * JPEG or PNG pictures of at most 5,242,880 bytes each; `remarks` at most 140 characters. Required parts follow
 * the promotion's imageRequired / remarkRequired. Failures: validation.failed with fields `remarks` / `pictures`
 * and the keys of `checkRewardApplication`; promotion.not_found; reward.not_applicable; reward.already_applied
 * (a pending application for the same promotion exists); auth.trial_forbidden.
 */
export interface RewardApplicationRequest {
  promotionId: number;
  remarks: string;
  pictures: string[];
  /** Repeating a key returns the first answer and stores nothing twice. */
  idempotencyKey: string;
}

export interface RewardApplication {
  id: number;
  promotionId: number;
  status: 'pending' | 'approved' | 'rejected';
  pictureCount: number;
  createdAt: string;
}

export interface HelpChild {
  id: number;
  title: string;
  /** HTML; sanitised by the site. */
  content: string;
}

/** A help section: accordion `children`, or a plain `content` block when it has none. */
export interface HelpItem {
  id: number;
  title: string;
  /** Stable key for /m/help?tag= (for example 'terms'). */
  tag: string;
  content: string;
  children: HelpChild[];
}

export type CustomerServiceType = 'LIVECHAT' | 'TELEGRAM';

export interface CustomerServiceEntry {
  id: number;
  csType: CustomerServiceType;
  title: string;
  /** Where the entry leads: an absolute https URL (Telegram) or a site path of the live chat. */
  path: string;
}

export const RESOURCE_TYPES = [
  'MOBILECONFIG',
  'IOS',
  'Android',
  'AppDownloadIcon',
  'FACEBOOK',
  'TELEGRAM',
  'VIBER',
  'MESSENGER',
  'WHATSAPP',
  'SpeedTest',
  'AFFILIATELINK',
  'INSTAGRAM',
  'YOUTUBE',
  'TIKTOK',
  'TWITTER',
  'DISCORD',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export interface DownloadLink {
  resourceType: ResourceType;
  url: string;
  labelNameEn?: string;
}

export interface HighlightCard {
  id: number;
  title: string;
  body: string;
  /** Same-origin image path. */
  iconUrl: string;
}

/** The marketing copy of the footer and the home page, in the requested language. */
export interface SiteContent {
  /** The six highlight cards of home. */
  highlights: HighlightCard[];
  /** The help-centre block of home. */
  helpBlock: { title: string; body: string };
  licence: { imageUrl: string; title: string };
  /** For example '© 2019-2025 vsbdtf5. All rights reserved.' */
  copyright: string;
  /** Footer promo links (to /m/activityDetail?id=). */
  promoLinks: { promotionId: number; title: string }[];
}

export interface ChatAnchor {
  id: number;
  nickname: string;
  avatarUrl: string;
  live: boolean;
  viewers: number;
}

export interface ChatAnchors {
  modelList: ChatAnchor[];
  hotAnchorList: ChatAnchor[];
  focusList: ChatAnchor[];
  recommendAnchorList: ChatAnchor[];
}

export interface ChatLaunchQuery {
  b2c: '1';
  language: string;
  /** A site path to return to. */
  backUrl: string;
  title: string;
  headerColor: string;
  template: 'v2';
}

export interface ChatLaunchValue {
  /** The chat page: a same-origin path carrying a short-lived ticket. */
  chatUrl: string;
}

export interface ChatUnreadValue {
  unReadCount: number;
}

// ---------- agency centre (issue 7) ----------
// The spec says "full rules not shown"; this is what an agent of a BDT betting platform expects, designed here.
// - The tree: every member has at most one upline (`parent`); an agent's team is every member below it, at any
//   depth. An agent sees and acts only on its own team; ids outside it answer agent.not_in_team (404, as if the
//   member did not exist), never another agent's data.
// - Figures are integer minor units (paisa) over Asia/Dhaka days. Team profit is the house's result on the team's
//   bets (stakes − payouts), the figure dividends are paid on.
// - Rebate rates are in permille (12 = 1.2 % of valid bets) per game category. A downline's rate can never exceed
//   its upline's own rate for that category (agent.rebate_above_own).
// - A transfer moves money from the agent's wallet to a member of its team: two ledger rows (kind 'transfer')
//   in one transaction, confirmed with the payment password, idempotent by key.
// - Contracts: daily salary (paid daily for tiers of active members and team valid bets), dividend (a share of
//   the team profit per half month) and hourly salary. An offered contract is accepted or rejected once; an
//   accepted one is active from its effective date and shows what it has paid.

export const AGENT_PATHS = {
  /** GET AgentRangeQuery → TeamKpi */
  kpi: '/wps/agent/kpi',
  /** GET DownlineQuery → DownlinePage */
  downlines: '/wps/agent/downlines',
  /**
   * GET → AffiliateLink[] (the live ones); POST CreateAffiliateLinkRequest → AffiliateLink, refused with
   * agent.link_limit_reached (403) at MAX_AFFILIATE_LINKS live links; DELETE `${affiliateLinks}/:id` → null
   * retires one of the agent's own live links (it stops registering members and frees its place under the cap;
   * members it registered stay in the team), agent.link_not_found (404) for any other id.
   */
  affiliateLinks: '/wps/agent/affiliate-links',
  /** POST AgentTransferRequest → AgentTransferValue */
  transfer: '/wps/agent/transfer',
  /** GET → AgentRebateValue (the agent's own rates) */
  rebate: '/wps/agent/rebate',
  /** PUT `${downlineRebate}/:memberId` SetDownlineRebateRequest → Downline (a direct downline only) */
  downlineRebate: '/wps/agent/downline-rebate',
  /** GET → AgentContract[]; POST `${contracts}/:id/accept` | `${contracts}/:id/reject` → AgentContract */
  contracts: '/wps/agent/contracts',
  /** GET → UplineTransferInfo; POST UplineTransferRequest → AgentTransferValue (member to its upline) */
  uplineTransfer: '/wps/agent/upline-transfer',
} as const;

/** Agency centre date presets (Asia/Dhaka days; the week starts on Saturday as in Bangladesh). */
export type AgentDatePreset = 'today' | 'yesterday' | 'thisWeek' | 'thisMonth' | 'custom';

/** `custom` needs `from` and `to` (YYYY-MM-DD), at most 93 days apart, `to` not before `from`. */
export interface AgentRangeQuery {
  preset: AgentDatePreset;
  from?: string;
  to?: string;
}

export interface TeamKpi {
  /** The resolved range, YYYY-MM-DD inclusive. */
  from: string;
  to: string;
  /** Everyone in the team now. */
  members: number;
  /** Registered within the range. */
  newMembers: number;
  /** Placed at least one bet within the range. */
  activeMembers: number;
  depositMinor: number;
  withdrawalMinor: number;
  betMinor: number;
  /** House result on the team's bets: stakes − payouts. */
  profitMinor: number;
}

export interface DownlineQuery extends AgentRangeQuery {
  /** Whose direct downlines to list: the agent itself when absent, else a member of its team. */
  parentId?: number;
  /** Search the whole team by account (case-insensitive, contains); ignores parentId. */
  account?: string;
  pageNo: number;
  pageSize: number;
}

export const REBATE_CATEGORIES = ['RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'LOTT'] as const;
export type RebateCategory = (typeof REBATE_CATEGORIES)[number];
/** Permille per category (12 = 1.2 %). */
export type RebateRates = Record<RebateCategory, number>;

export interface Downline {
  id: number;
  account: string;
  nickname: string;
  type: number;
  /** 1 = direct downline of the agent, 2 = one below, … */
  level: number;
  parentId: number;
  regDate: string;
  status: 'active' | 'disabled';
  /** Direct downlines of this member (the tree can be opened when > 0). */
  directCount: number;
  /** Everyone below this member. */
  teamCount: number;
  balanceMinor: number;
  /** Within the query's range. */
  depositMinor: number;
  withdrawalMinor: number;
  betMinor: number;
  profitMinor: number;
  rebateRates: RebateRates;
}

export interface DownlinePage extends Paged<Downline> {
  /** From the agent (first) down to the listed parent; empty for a search. */
  path: { id: number; account: string }[];
}

export interface AffiliateLink {
  id: number;
  code: string;
  /** The registration URL of this site with the code. */
  url: string;
  /** Empty: valid on any domain. */
  domain: string;
  /** The rates a member registering by this link gets. */
  rebateRates: RebateRates;
  registrations: number;
  createdAt: string;
}

/** At most this many live (not retired) affiliate links per agent. */
export const MAX_AFFILIATE_LINKS = 20;

export interface CreateAffiliateLinkRequest {
  rebateRates: RebateRates;
}

export interface AgentTransferRequest {
  downlineId: number;
  amountMinor: number;
  paymentPassword: string;
  remark?: string;
  idempotencyKey: string;
}

export interface AgentTransferValue {
  transferId: number;
  amountMinor: number;
  /** The sender's balance after the transfer. */
  balanceMinor: number;
  createdAt: string;
}

export interface AgentRebateValue {
  ownRates: RebateRates;
}

export interface SetDownlineRebateRequest {
  rebateRates: RebateRates;
}

export type AgentContractKind = 'daily_salary' | 'dividend' | 'hourly_salary';
export type AgentContractStatus = 'offered' | 'active' | 'rejected' | 'ended';

export interface ContractTier {
  /** Conditions of the tier (all must hold in the settlement period). */
  minActiveMembers: number;
  minTeamBetMinor: number;
  /** Pay of the tier: a fixed amount (salaries) or permille of team profit (dividend); the other is 0. */
  amountMinor: number;
  sharePermille: number;
}

export interface ContractEarning {
  periodStart: string;
  periodEnd: string;
  tier: number;
  amountMinor: number;
}

export interface AgentContract {
  id: number;
  kind: AgentContractKind;
  status: AgentContractStatus;
  /** 'daily' | 'half-month' | 'hourly' */
  settlement: string;
  tiers: ContractTier[];
  effectiveFrom: string;
  effectiveTo: string | null;
  offeredAt: string;
  decidedAt: string | null;
  earnings: ContractEarning[];
  totalEarnedMinor: number;
}

export interface UplineTransferInfo {
  upline: { id: number; account: string } | null;
  balanceMinor: number;
}

export interface UplineTransferRequest {
  amountMinor: number;
  paymentPassword: string;
  idempotencyKey: string;
}

// ---------- player protection and account security (issue 10) ----------
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
//   → null.

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
  /** From the `x-device` header, else a short form of the user agent ('Chrome on Android'); '' when unknown. */
  device: string;
  ip: string;
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
