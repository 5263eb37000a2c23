// What the member card says (spec account §2, §3): the account, the VIP label, the whole days since registration,
// the VIP progress and the balance, from the member's data. One view for the two that draw the card: the
// member centre's header (components/member-header.tsx) and the page's first paint, drawn from the loader's early
// answers before React has loaded (src/first-paint/member-card.ts). No React and no i18next here: the first paint
// carries neither. Imports from 'shared' are the federated singleton in the remote's pages; the first-paint build,
// outside federation, keeps only the modules they come from (shared's package declares no side effects).
import {
  daysSince,
  type MemberInfo,
  type MemberWallet,
  type MerchantConfig,
  type RankProgress,
} from 'shared';
import { vipProgress } from './vip';

/** The card's texts, under `memberArea.centre.` of the member texts. */
export type MemberCardText = 'joined' | 'joinedToday' | 'vipProgress' | 'balance' | 'seeBenefits';

/** The card's texts in the page's language, by their key under `memberArea.centre.`, with their values filled in. */
export type MemberCardTexts = (key: MemberCardText, values?: Record<string, string | number>) => string;

export interface MemberCardInput {
  /** Who the card is of: the member info's account and registration, or the card kept from it (kept-card.ts). */
  member: Pick<MemberInfo, 'account' | 'regDate'>;
  /** Null until the rank progress is in: no label, no progress. */
  rank: RankProgress | null | undefined;
  /** The merchant's currency (the balance's label, symbol and scale); BDT until the config is in. */
  config: Pick<MerchantConfig, 'currency' | 'currencySymbol' | 'currencyScale'> | undefined;
  /** The member's wallet, once in. */
  wallet: MemberWallet | undefined;
  /** The wallet is being fetched: the balance is masked meanwhile (spec account §3). */
  walletLoading: boolean;
  /** Tapping the card opens the VIP benefits page: the card says so. */
  benefitsOpen: boolean;
  t: MemberCardTexts;
  now?: number;
}

export interface MemberCardView {
  account: string;
  /** The VIP label, or null without one. */
  vipLabel: string | null;
  /** "N days with VSBDT", or "joined today". */
  joined: string;
  progressLabel: string;
  /** The VIP progress, a whole percent. */
  percent: number;
  balanceLabel: string;
  /** The balance in minor units, how to write it, and whether it is masked (not in yet, or being renewed). */
  balance: { amount: number; symbol: string; scale: number; masked: boolean };
  /** The hint that the card opens the benefits page, when it does. */
  benefitsHint: string | null;
}

export function memberCardView({
  member,
  rank,
  config,
  wallet,
  walletLoading,
  benefitsOpen,
  t,
  now = Date.now(),
}: MemberCardInput): MemberCardView {
  const days = daysSince(member.regDate, now);
  return {
    account: member.account,
    vipLabel: rank?.playerRankProgress.labelId ?? null,
    joined: days === 0 ? t('joinedToday') : t('joined', { days }),
    progressLabel: t('vipProgress'),
    percent: Math.round(vipProgress(rank) * 100),
    balanceLabel: t('balance', { currency: config?.currency ?? 'BDT' }),
    balance: {
      amount: wallet?.sumBalance ?? 0,
      symbol: config?.currencySymbol ?? '৳',
      scale: config?.currencyScale ?? 100,
      masked: walletLoading || !wallet,
    },
    benefitsHint: benefitsOpen ? t('seeBenefits') : null,
  };
}
