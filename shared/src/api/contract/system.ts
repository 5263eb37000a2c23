// The site as a whole: whether it is open (maintenance, region restriction), the merchant's configuration with its
// white-label switches, and the development tools (the message outbox, a forced system status).

/** The system's part of API_PATHS: whether the site is open, and the merchant's configuration. */
export const SYSTEM_API_PATHS = {
  systemStatus: '/wps/system/status',
  systemConfig: '/wps/system/config',
} as const;

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
  /** Deposit / loss / wager limits, the session time limit and the deposit-limit prompt. */
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

// ---------- development tools ----------

/** The development tools' part of API_PATHS (development mode only). */
export const DEV_API_PATHS = {
  devOutbox: '/dev/outbox',
  devSystemStatus: '/dev/system-status',
} as const;

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
