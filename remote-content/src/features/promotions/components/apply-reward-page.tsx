// The reward application page /m/applyReward?id=N (spec account §2). The shell already sends visitors without a
// session to /m/activity and blocks free-play sessions; this page does the same for a lost session, and sends a
// missing, unknown or not applicable promotion back to the list with a toast.
import { useId } from 'react';
import { Navigate } from 'react-router-dom';
import { activeSessionAtom, LoadFailed, mcStore, PageBar, Skeleton, useAtomValue } from 'shared';
import { usePromotionIdParam } from '../hooks/use-promotion-id';
import { usePromotionOrLeave } from '../hooks/use-promotion-or-leave';
import { ACTIVITY_PATH } from '../lib/promotion';
import { PromotionDates } from './promotion-dates';
import { RewardForm } from './reward-form';
import '../promotions.css';
import { usePromotionsTranslation } from '../texts';

export function ApplyRewardPage() {
  const session = useAtomValue(activeSessionAtom, { store: mcStore });
  if (!session) return <Navigate to={ACTIVITY_PATH} replace />;
  return <ApplyReward />;
}

function ApplyReward() {
  const { t } = usePromotionsTranslation();
  const titleId = useId();
  const { id } = usePromotionIdParam();
  const { data, isPending, isError, refetch, leaving } = usePromotionOrLeave(id, { requireApplicable: true });

  let body;
  if (leaving || (isPending && !isError)) body = <Skeleton rows={5} className="cnt-promo-skeleton" />;
  else if (isError || !data)
    body = <LoadFailed className="cnt-promo-failed" onRetry={() => void refetch()} />;
  else
    body = (
      <>
        <div className="cnt-reward__promotion">
          <h2 className="cnt-reward__promotion-title">{data.title}</h2>
          <PromotionDates promotion={data} />
        </div>
        <RewardForm key={data.id} promotion={data} />
      </>
    );

  return (
    <section className="cnt-reward" aria-labelledby={titleId}>
      <PageBar title={t('promotions.apply.title')} titleId={titleId} fallback={ACTIVITY_PATH} />
      {body}
    </section>
  );
}
