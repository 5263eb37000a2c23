// Session and account: signing in and out, the captcha, registration, SMS codes and passwords.
import type { SharedTextKey } from '../../i18n/site-texts';

/** Signing in and out: the session's part of API_PATHS. */
export const SIGN_IN_API_PATHS = {
  login: '/wps/session/login',
  logout: '/wps/session/logout',
} as const;

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

// ---------- captcha ----------

/** The captcha a sign-in needs after repeated failures (also asked for by registration and SMS codes). */
export const CAPTCHA_PATHS = {
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

// ---------- registration, SMS codes and passwords ----------

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
 * - `payout` (token required): for adding a payout account. The code goes to the signed-in member's
 *   OWN bound mobile number, whatever `mobileNum` says (send '' — the client only knows the masked number); no
 *   captcha (send ''). A member without a mobile number gets sms.no_mobile (bind one first with `bind_mobile`).
 *   Switched by SECPAYOUTSMS (off → feature.disabled).
 * - `withdraw` (token required): for a withdrawal to a payout account not used yet; otherwise as
 *   `payout`. A separate purpose so that adding an account and then withdrawing to it does not hit the
 *   one-code-a-minute limit (that limit counts per number and purpose; 5 an hour per number counts all).
 * - `bind_mobile` (token required): to a `mobileNum` not used by any member, to bind it with
 *   PROTECTION_PATHS.bindMobile; captcha required as for register. Switched by SECPAYOUTSMS.
 * - `security` (token required): to the member's own bound number, like `payout`, whatever the flags; it
 *   confirms a change of how the account is recovered or paid (see SecurityStepUp).
 */
export type SmsPurpose = 'register' | 'login' | 'forgot' | 'payout' | 'withdraw' | 'bind_mobile' | 'security';

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
