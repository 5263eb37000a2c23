// Reward centre (/m/rewardCenter, promotion rewards) and mission (/m/leaderBoard, mission rewards): claimable,
// claimed and expired rewards in tabs, a claim button per claimable reward (idempotent, wallets refresh after).
import { useRef, useState } from 'react';
import {
  Badge,
  Button,
  EmptyState,
  Money,
  notifyError,
  type RewardItem,
  showToast,
  Skeleton,
  useMerchantConfig,
} from 'shared';
import { useClaimReward, useRewards } from '../hooks/use-rewards';
import { IdempotencyKeys } from 'shared';
import { formatDate } from 'shared';
import { PageFrame } from './page-frame';
import { useMemberTranslation } from '../texts';

const STATUSES: readonly RewardItem['status'][] = ['claimable', 'claimed', 'expired'];

export interface RewardListProps {
  kind: RewardItem['kind'];
}

export function RewardList({ kind }: RewardListProps) {
  const { t } = useMemberTranslation();
  const { data: config } = useMerchantConfig();
  const rewards = useRewards();
  const claim = useClaimReward();
  const keys = useRef(new IdempotencyKeys<number>());
  const [status, setStatus] = useState<RewardItem['status']>('claimable');
  const mine = (rewards.data ?? []).filter((reward) => reward.kind === kind);
  const shown = mine.filter((reward) => reward.status === status);
  const title = t(kind === 'mission' ? 'routes.mission' : 'routes.rewardCenter', { ns: 'shared' });
  const money = { symbol: config?.currencySymbol ?? '৳', scale: config?.currencyScale ?? 100 };

  const onClaim = (reward: RewardItem) => {
    claim.mutate(
      { id: reward.id, idempotencyKey: keys.current.for(reward.id) },
      {
        onSuccess: () => {
          keys.current.done(reward.id);
          showToast({ type: 'success', message: t('memberArea.rewards.claimed', { title: reward.title }) });
        },
        onError: notifyError,
      },
    );
  };

  return (
    <PageFrame title={title}>
      <div className="acc-tabs" role="tablist" aria-label={title}>
        {STATUSES.map((option) => (
          <button
            key={option}
            type="button"
            role="tab"
            id={`acc-reward-tab-${option}`}
            aria-selected={status === option}
            aria-controls="acc-reward-panel"
            className="acc-tabs__tab"
            onClick={() => setStatus(option)}
          >
            {t(`memberArea.rewards.status.${option}`)}
            {option === 'claimable' ? (
              <Badge count={mine.filter((reward) => reward.status === 'claimable').length} />
            ) : null}
          </button>
        ))}
      </div>
      <div id="acc-reward-panel" role="tabpanel" aria-labelledby={`acc-reward-tab-${status}`}>
        {rewards.isPending ? (
          <Skeleton rows={4} />
        ) : shown.length === 0 ? (
          <EmptyState text={t(`memberArea.rewards.empty.${status}`)} />
        ) : (
          <ul className="acc-cards">
            {shown.map((reward) => (
              <li key={reward.id} className="acc-card">
                <div className="acc-card__main">
                  <span className="acc-card__title">{reward.title}</span>
                  <Money amount={reward.amountMinor} {...money} className="acc-card__amount" />
                  <span className="acc-card__meta">
                    {t('memberArea.rewards.turnover', { times: reward.turnoverMultiplier })}
                    {reward.expiresAt
                      ? ` · ${t('memberArea.rewards.expires', {
                          date: formatDate(reward.expiresAt),
                        })}`
                      : ''}
                  </span>
                </div>
                {reward.status === 'claimable' ? (
                  <Button
                    onClick={() => onClaim(reward)}
                    loading={claim.isPending && claim.variables?.id === reward.id}
                    aria-label={t('memberArea.rewards.claimLabel', { title: reward.title })}
                  >
                    {t('memberArea.rewards.claim')}
                  </Button>
                ) : (
                  <span className="acc-card__status">{t(`memberArea.rewards.status.${reward.status}`)}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </PageFrame>
  );
}

export function RewardCentrePage() {
  return <RewardList kind="promotion" />;
}

export function MissionPage() {
  return <RewardList kind="mission" />;
}
