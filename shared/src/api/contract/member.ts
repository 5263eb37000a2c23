// The member and the member centre: who is signed in, the wallet, rank progress, the security overview, security
// questions, rewards, referrals, mail and feedback. Their paths are in MONEY_PATHS (money.ts) beside the money
// flows of the member centre.
import type { PayoutAccount } from './money.ts';

/** The member's part of API_PATHS: who is signed in, the wallet balance and the merchant's currency. */
export const MEMBER_API_PATHS = {
  memberInfo: '/wps/member/info',
  memberWallet: '/wps/wallets/gcs',
  merchantWallet: '/wps/wallets/merchant',
} as const;

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

/** Rank progress (spec account §3): VIP progress = completed / expected, 1 when there is no rank label. */
export interface RankProgress {
  currentProgress: { completedConditions: number; totalExpectedConditions: number };
  playerRankProgress: { labelId: string | null };
}

/**
 * What every change of how the account is recovered or paid carries (e-mail, mobile number, payment password, payee
 * name, payout accounts), so that a stolen session alone cannot change them: the account's login password again
 * (wrong → 400 auth.password_invalid, counted as a failed sign-in of the account, so the sign-in lock covers it), and,
 * where a mobile number is bound, a code of SMS purpose `security` sent to it (missing → sms.code_required;
 * adding a payout account under SECPAYOUTSMS takes its `payout` code instead). The code is used up by the change.
 */
export interface SecurityStepUp {
  loginPassword: string;
  smsCode?: string;
}

export type SecurityChangeKind = 'email' | 'mobile' | 'paymentPassword' | 'payeeName' | 'payoutAccount';

/** The newest change of one kind: when, and which of the account's channels were told of it (masked). */
export interface SecurityChange {
  kind: SecurityChangeKind;
  /** ISO 8601. */
  at: string;
  /** The e-mail address and mobile number the account had before the change, masked; empty when it had none. */
  notified: string[];
}

export interface SecurityOverview {
  loginPasswordSet: boolean;
  paymentPasswordSet: boolean;
  /** Masked, e.g. 'de****@example.com'; null when none is bound. */
  email: string | null;
  payeeName: string | null;
  accounts: PayoutAccount[];
  questionsSet: boolean;
  /** The bound mobile number masked (e.g. '+880 17******78'); null when none is bound. */
  mobile?: string | null;
  /** The newest change of each kind, newest first. */
  changes: SecurityChange[];
}

export interface PaymentPasswordRequest extends SecurityStepUp {
  /** Required when one is already set. */
  oldPaymentPassword: string;
  newPaymentPassword: string;
}

export interface BindEmailRequest extends SecurityStepUp {
  email: string;
}

export interface PayeeNameRequest extends SecurityStepUp {
  payeeName: string;
}

export interface DeletePayoutAccountRequest extends SecurityStepUp {
  paymentPassword: string;
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
