// VIP benefits (/m/member/benefits): every level with what it brings, the member's current level (from the rank
// progress label) marked, levels reached ticked, and the progress toward the next one.
import { formatMoney, Skeleton, useMerchantConfig, useRankProgress } from 'shared';
import { VIP_LEVELS, type VipLevel, vipLevelOf, vipProgress } from '../lib/vip';
import { PageFrame } from './page-frame';
import { useMemberTranslation } from '../texts';

interface LevelBenefits {
  /** Rebate on valid bets, in basis points. */
  rebateBasisPoints: number;
  withdrawalsPerDay: number;
  /** Bonuses in major units (taka). */
  birthdayBonus: number;
  levelUpBonus: number;
  priorityWithdrawals: boolean;
  personalManager: boolean;
}

/** What each level brings: the merchant's programme as the member area presents it. */
export const VIP_BENEFITS: Record<VipLevel, LevelBenefits> = {
  1: {
    rebateBasisPoints: 50,
    withdrawalsPerDay: 3,
    birthdayBonus: 100,
    levelUpBonus: 0,
    priorityWithdrawals: false,
    personalManager: false,
  },
  2: {
    rebateBasisPoints: 60,
    withdrawalsPerDay: 5,
    birthdayBonus: 300,
    levelUpBonus: 200,
    priorityWithdrawals: false,
    personalManager: false,
  },
  3: {
    rebateBasisPoints: 70,
    withdrawalsPerDay: 8,
    birthdayBonus: 800,
    levelUpBonus: 500,
    priorityWithdrawals: true,
    personalManager: false,
  },
  4: {
    rebateBasisPoints: 80,
    withdrawalsPerDay: 10,
    birthdayBonus: 1500,
    levelUpBonus: 1000,
    priorityWithdrawals: true,
    personalManager: true,
  },
  5: {
    rebateBasisPoints: 100,
    withdrawalsPerDay: 15,
    birthdayBonus: 3000,
    levelUpBonus: 2500,
    priorityWithdrawals: true,
    personalManager: true,
  },
  6: {
    rebateBasisPoints: 120,
    withdrawalsPerDay: 20,
    birthdayBonus: 6000,
    levelUpBonus: 5000,
    priorityWithdrawals: true,
    personalManager: true,
  },
};

export function VipBenefits() {
  const { t } = useMemberTranslation();
  const rank = useRankProgress();
  const { data: config } = useMerchantConfig();
  const scale = config?.currencyScale ?? 100;
  const taka = (major: number) =>
    formatMoney(major * scale, { symbol: config?.currencySymbol ?? '৳', scale });
  const label = rank.data?.playerRankProgress.labelId ?? null;
  const current = vipLevelOf(label);
  const percent = Math.round(vipProgress(rank.data) * 100);

  return (
    <PageFrame title={t('routes.vipBenefits', { ns: 'shared' })}>
      {rank.isPending ? (
        <Skeleton rows={4} />
      ) : (
        <>
          <div className="acc-member-panel">
            <p className="acc-member__account" data-testid="vip-current">
              {label ?? t('memberArea.vip.noLevel')}
            </p>
            <p className="acc-member-form__hint">
              {current >= VIP_LEVELS[VIP_LEVELS.length - 1]!
                ? t('memberArea.vip.topLevel')
                : t('memberArea.vip.toNext', { percent, level: current + 1 })}
            </p>
          </div>
          <ol className="acc-vip-levels">
            {VIP_LEVELS.map((level) => {
              const benefits = VIP_BENEFITS[level];
              const reached = level <= current;
              return (
                <li
                  key={level}
                  className={[
                    'acc-vip-level',
                    reached && 'acc-vip-level--reached',
                    level === current && 'acc-vip-level--current',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  aria-current={level === current ? 'true' : undefined}
                >
                  <h2 className="acc-vip-level__title">
                    {t('memberArea.vip.level', { level })}{' '}
                    <span className="acc-vip-level__state">
                      {level === current
                        ? t('memberArea.vip.current')
                        : reached
                          ? t('memberArea.vip.reached')
                          : t('memberArea.vip.locked')}
                    </span>
                  </h2>
                  <ul className="acc-vip-level__benefits">
                    <li>{t('memberArea.vip.rebate', { rate: `${benefits.rebateBasisPoints / 100}%` })}</li>
                    <li>{t('memberArea.vip.withdrawals', { times: benefits.withdrawalsPerDay })}</li>
                    <li>{t('memberArea.vip.birthday', { amount: taka(benefits.birthdayBonus) })}</li>
                    {benefits.levelUpBonus > 0 ? (
                      <li>{t('memberArea.vip.levelUp', { amount: taka(benefits.levelUpBonus) })}</li>
                    ) : null}
                    {benefits.priorityWithdrawals ? <li>{t('memberArea.vip.priority')}</li> : null}
                    {benefits.personalManager ? <li>{t('memberArea.vip.manager')}</li> : null}
                  </ul>
                </li>
              );
            })}
          </ol>
          <p className="acc-member-form__hint">{t('memberArea.vip.note')}</p>
        </>
      )}
    </PageFrame>
  );
}
