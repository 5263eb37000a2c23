import type { MemberInfo, RankProgress } from 'shared';
import { type MemberCardTexts, memberCardView } from './member-card';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 29, 12);
const member = (regDate: string): MemberInfo => ({
  id: 7,
  type: 1,
  nickname: 'Demo',
  account: 'demo01',
  regDate,
  toUpline: false,
});
const rank = (completed: number, expected: number, labelId: string | null): RankProgress => ({
  currentProgress: { completedConditions: completed, totalExpectedConditions: expected },
  playerRankProgress: { labelId },
});
/** Texts that show their key and values, so that the test sees which text was asked for with what. */
const t: MemberCardTexts = (key, values) => (values ? `${key} ${JSON.stringify(values)}` : key);

describe('memberCardView', () => {
  it('gives the account, VIP label, whole days since registration, progress and balance label', () => {
    const view = memberCardView({
      member: member(new Date(now - 90.6 * DAY).toISOString()),
      rank: rank(1, 3, 'VIP1'),
      config: { currency: 'BDT', currencySymbol: '৳', currencyScale: 100 },
      wallet: { currency: 'BDT', sumBalance: 1234567 },
      walletLoading: false,
      benefitsOpen: true,
      t,
      now,
    });
    expect(view).toEqual({
      account: 'demo01',
      vipLabel: 'VIP1',
      joined: 'joined {"days":90}',
      progressLabel: 'vipProgress',
      percent: 33,
      balanceLabel: 'balance {"currency":"BDT"}',
      balance: { amount: 1234567, symbol: '৳', scale: 100, masked: false },
      benefitsHint: 'seeBenefits',
    });
  });

  it('says "joined today" on the day of registration, and no hint when the benefits page is closed', () => {
    const view = memberCardView({
      member: member(new Date(now - 2 * 60 * 60 * 1000).toISOString()),
      rank: rank(0, 5, null),
      config: { currency: 'BDT', currencySymbol: '৳', currencyScale: 100 },
      wallet: { currency: 'BDT', sumBalance: 5 },
      walletLoading: true,
      benefitsOpen: false,
      t,
      now,
    });
    expect(view.joined).toBe('joinedToday');
    expect(view.benefitsHint).toBeNull();
    // No rank label: nothing left to do for this level (spec account §3).
    expect(view.vipLabel).toBeNull();
    expect(view.percent).toBe(100);
    // The balance is masked while the wallet is being renewed.
    expect(view.balance.masked).toBe(true);
  });

  it('shows no label and no progress until the rank is in, BDT until the config is, and masks a missing wallet', () => {
    const view = memberCardView({
      member: member(new Date(now - 3 * DAY).toISOString()),
      rank: undefined,
      config: undefined,
      wallet: undefined,
      walletLoading: false,
      benefitsOpen: false,
      t,
      now,
    });
    expect(view).toMatchObject({ vipLabel: null, percent: 0, joined: 'joined {"days":3}' });
    expect(view.balanceLabel).toBe('balance {"currency":"BDT"}');
    expect(view.balance).toEqual({ amount: 0, symbol: '৳', scale: 100, masked: true });
  });
});
