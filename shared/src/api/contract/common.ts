// What every call of the platform API shares: the merchant, the module ids, the request headers and query, the
// encrypted body, the response envelope with its error codes, and the page of a list.

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
  'recovery.token_voided': 400,
  'recovery.channel_recent': 403,
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

/** One page of a list (records, mail, the agent's downlines). */
export interface Paged<T> {
  list: T[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  totalCount: number;
}
