// A promotion's detail (spec lobby §2), shared by /m/activityDetail?id=N and /m/activity?id=N: cover, title,
// period, the sanitised CMS content, Back (one step back, or the list when opened directly) and Confirm (the
// list). An applicable promotion offers Apply: members go to the claim form, visitors get the login popup and a
// free-play session is told to use a real account. A missing or unknown id goes back to the list.
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  bus,
  Button,
  LoadFailed,
  mcStore,
  sessionAtom,
  showToast,
  Skeleton,
  trialSessionAtom,
  type Promotion,
  useAtomValue,
  useGoBack,
} from 'shared';
import { SafeHtml } from '../../../components/safe-html';
import { usePromotionOrLeave } from '../hooks/use-promotion-or-leave';
import { ACTIVITY_PATH, applyPath } from '../lib/promotion';
import { PromotionCover } from './promotion-cover';
import { PromotionDates } from './promotion-dates';
import '../promotions.css';
import { usePromotionsTranslation } from '../texts';

export function PromotionDetail({ id }: { id: number | null }) {
  const { data, isPending, isError, refetch, leaving } = usePromotionOrLeave(id);
  if (leaving || (isPending && !isError)) return <Skeleton rows={6} className="cnt-promo-skeleton" />;
  if (isError || !data) return <LoadFailed className="cnt-promo-failed" onRetry={() => void refetch()} />;
  return <PromotionDetailView promotion={data} />;
}

function PromotionDetailView({ promotion }: { promotion: Promotion }) {
  const { t } = usePromotionsTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const session = useAtomValue(sessionAtom, { store: mcStore });
  const trial = useAtomValue(trialSessionAtom, { store: mcStore });

  const back = useGoBack(ACTIVITY_PATH);

  const apply = () => {
    if (session) {
      void navigate(applyPath(promotion.id));
    } else if (trial) {
      showToast({ type: 'fail', message: t('errors.actualAccount', { ns: 'shared' }), id: 'reward-trial' });
    } else {
      bus.emit('popup:open', { kind: 'login' });
    }
  };

  return (
    <article className="cnt-promo-detail" aria-labelledby={titleId}>
      <PromotionCover promotion={promotion} className="cnt-promo-detail__cover" eager />
      <h1 id={titleId} className="cnt-promo-detail__title">
        {promotion.title}
      </h1>
      <PromotionDates promotion={promotion} />
      <SafeHtml html={promotion.content} className="cnt-promo-detail__content" />
      <div className="cnt-promo-detail__actions">
        {promotion.applicable && (
          <Button block onClick={apply} className="cnt-promo-detail__apply">
            {t('promotions.detail.apply')}
          </Button>
        )}
        <div className="cnt-promo-detail__row">
          <Button variant="secondary" onClick={back}>
            {t('promotions.detail.back')}
          </Button>
          <Button
            variant={promotion.applicable ? 'secondary' : 'primary'}
            onClick={() => void navigate(ACTIVITY_PATH)}
          >
            {t('promotions.detail.confirm')}
          </Button>
        </div>
      </div>
    </article>
  );
}
