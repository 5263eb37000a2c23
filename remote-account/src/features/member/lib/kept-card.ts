// The member's card as last drawn, kept beside the session in the tab's session storage, so that the member centre
// opened again in this tab (a reload to see a new balance, a link followed in the same tab) draws the card in its
// first frame, before any answer has come (src/first-paint/member-card.ts), and brings it up to date in place when the
// answers come. The member centre's header keeps it (components/member-header.tsx). Banking and betting apps open on
// what they last showed the same way.
//
// What is kept is what the card says of the member apart from the money: the account, the registration date, the
// rank progress, the currency and whether the card opens the benefits page. The balance is never kept: a card drawn
// from here shows it masked until the wallet answers, as the page does while it loads. The card is the session's
// member's only (`userName`), lives as long as the tab, and is forgotten when the session ends or another begins
// (shared/src/session/session.ts). Storage a script could have changed is read as untrusted: anything not of the
// expected shape is no card.
import type { MemberInfo, MerchantConfig, RankProgress } from 'shared';
import { readJson, writeJson } from 'shared';
import { MEMBER_CARD_STORAGE_KEY } from 'shared/session-keys';

export interface KeptMemberCard {
  /** The session's member the card is of (SessionInfo.userName): no other session draws it. */
  userName: string;
  member: Pick<MemberInfo, 'account' | 'regDate'>;
  rank: RankProgress;
  config: Pick<MerchantConfig, 'currency' | 'currencySymbol' | 'currencyScale'>;
  benefitsOpen: boolean;
}

/** Keep the card the member's session drew last, from complete answers. */
export function keepMemberCard({ userName, member, rank, config, benefitsOpen }: KeptMemberCard): void {
  const kept: KeptMemberCard = {
    userName,
    member: { account: member.account, regDate: member.regDate },
    rank: {
      currentProgress: {
        completedConditions: rank.currentProgress.completedConditions,
        totalExpectedConditions: rank.currentProgress.totalExpectedConditions,
      },
      playerRankProgress: { labelId: rank.playerRankProgress.labelId },
    },
    config: {
      currency: config.currency,
      currencySymbol: config.currencySymbol,
      currencyScale: config.currencyScale,
    },
    benefitsOpen,
  };
  writeJson('session', MEMBER_CARD_STORAGE_KEY, kept);
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The card kept for this session's member, or null: none kept, another member's, or not of the kept shape. */
export function keptMemberCard(userName: string): KeptMemberCard | null {
  const kept = readJson<unknown>('session', MEMBER_CARD_STORAGE_KEY);
  if (!isObject(kept) || kept.userName !== userName || typeof kept.benefitsOpen !== 'boolean') return null;
  const { member, rank, config } = kept;
  if (!isObject(member) || !isText(member.account) || !member.account || !isText(member.regDate)) return null;
  if (!isObject(rank) || !isObject(rank.currentProgress) || !isObject(rank.playerRankProgress)) return null;
  const { completedConditions, totalExpectedConditions } = rank.currentProgress;
  const { labelId } = rank.playerRankProgress;
  if (!isCount(completedConditions) || !isCount(totalExpectedConditions)) return null;
  if (labelId !== null && !isText(labelId)) return null;
  if (!isObject(config) || !isText(config.currency) || !isText(config.currencySymbol)) return null;
  if (!Number.isInteger(config.currencyScale) || (config.currencyScale as number) <= 0) return null;
  return kept as unknown as KeptMemberCard;
}
