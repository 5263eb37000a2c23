import type { MemberInfo, MerchantConfig, RankProgress } from 'shared';
import { MEMBER_CARD_STORAGE_KEY } from 'shared/session-keys';
import { type KeptMemberCard, keepMemberCard, keptMemberCard } from './kept-card';

const member: MemberInfo = {
  id: 7,
  type: 1,
  nickname: 'Demo',
  account: 'demo01',
  regDate: '2026-08-31T09:04:04.679Z',
  toUpline: false,
};
const rank: RankProgress = {
  currentProgress: { completedConditions: 15700, totalExpectedConditions: 50000 },
  playerRankProgress: { labelId: 'VIP1' },
};
const config = {
  currency: 'BDT',
  currencySymbol: '৳',
  currencyScale: 100,
  flags: { vipBenefits: true },
} as unknown as MerchantConfig;

const stored = () => JSON.parse(sessionStorage.getItem(MEMBER_CARD_STORAGE_KEY) ?? 'null') as unknown;

beforeEach(() => sessionStorage.clear());

describe("the member's kept card", () => {
  it('keeps what the card says of the member, and nothing else: no balance, no nickname or id', () => {
    keepMemberCard({ userName: 'demo01', member, rank, config, benefitsOpen: true });
    expect(stored()).toEqual({
      userName: 'demo01',
      member: { account: 'demo01', regDate: '2026-08-31T09:04:04.679Z' },
      rank,
      config: { currency: 'BDT', currencySymbol: '৳', currencyScale: 100 },
      benefitsOpen: true,
    });
    expect(keptMemberCard('demo01')).toEqual(stored());
  });

  it("is the session's member's only", () => {
    keepMemberCard({ userName: 'demo01', member, rank, config, benefitsOpen: false });
    expect(keptMemberCard('demo02')).toBeNull();
    expect(keptMemberCard('')).toBeNull();
  });

  it('is none when nothing is kept or the storage holds something else', () => {
    expect(keptMemberCard('demo01')).toBeNull();
    const good: KeptMemberCard = { userName: 'demo01', member, rank, config, benefitsOpen: true };
    const broken: unknown[] = [
      'not json {',
      null,
      [],
      { ...good, benefitsOpen: 'yes' },
      { ...good, member: { account: '', regDate: member.regDate } },
      { ...good, member: { account: 'demo01' } },
      {
        ...good,
        rank: {
          currentProgress: { completedConditions: '1', totalExpectedConditions: 3 },
          playerRankProgress: { labelId: null },
        },
      },
      {
        ...good,
        rank: {
          currentProgress: { completedConditions: 1, totalExpectedConditions: 3 },
          playerRankProgress: { labelId: 3 },
        },
      },
      { ...good, rank: { currentProgress: { completedConditions: 1, totalExpectedConditions: 3 } } },
      { ...good, config: { currency: 'BDT', currencySymbol: '৳', currencyScale: 0 } },
      { ...good, config: { currency: 'BDT', currencySymbol: '৳', currencyScale: 1.5 } },
      { ...good, config: { currency: 'BDT', currencyScale: 100 } },
    ];
    for (const value of broken) {
      sessionStorage.setItem(
        MEMBER_CARD_STORAGE_KEY,
        typeof value === 'string' ? value : JSON.stringify(value),
      );
      expect([value, keptMemberCard('demo01')]).toEqual([value, null]);
    }
  });

  it('keeps a member without a rank label (no label, full progress)', () => {
    const unranked: RankProgress = { ...rank, playerRankProgress: { labelId: null } };
    keepMemberCard({ userName: 'demo01', member, rank: unranked, config, benefitsOpen: false });
    expect(keptMemberCard('demo01')?.rank.playerRankProgress.labelId).toBeNull();
  });
});
