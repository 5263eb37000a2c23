// Money in the member centre: deposits, withdrawals, payout accounts, the records and the rebate. Designed where
// the spec says "not shown", for what a BDT player expects: local e-wallets (bKash, Nagad, Rocket) and bank
// transfer, manual transfer with the wallet's transaction id as reference. All amounts are integer minor units
// (paisa). Every money-moving POST carries an `idempotencyKey` (a UUID made by the page): repeating it returns the
// first answer and moves no money twice.
import type { SecurityStepUp } from './member.ts';

/** Paths of the member centre: the money flows and records, and the member's security, rewards, mail and feedback. */
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
   * Other orders naming the same transaction id on the same provider (only orders stored before ids had to be
   * unique can share one; a new order cannot repeat one): at most one of them may be approved. `reference` is the
   * wallet's or bank's transaction id the player gave: check it against the provider's statement.
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
   * True once a withdrawal (any status except rejected/cancelled) went to this account. A withdrawal
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
   * With SECPAYOUTSMS on: required when the account has never received a withdrawal — a code of SMS purpose
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

export interface PayoutAccountRequest extends SecurityStepUp {
  kind: PayoutKind;
  provider: PaymentProvider;
  accountNumber: string;
  accountName: string;
  bankName: string;
  paymentPassword: string;
  /**
   * With SECPAYOUTSMS on: a code of SMS purpose `payout` (no bound mobile → sms.no_mobile); otherwise, where a
   * mobile number is bound, the step-up's code of purpose `security`. Missing → sms.code_required; wrong →
   * sms.code_invalid. Used up by the account it added.
   */
  smsCode?: string;
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
