// Loads the promotion a page is about; a missing or unknown id (promotion.not_found), or one that takes no
// applications when the page needs that, replaces the route with the promotion list and says why in an info
// toast. Other failures get the catalogue toast and stay on the page (it offers a retry).
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifyError, showToast, toApiError } from 'shared';
import { usePromotion } from '../api/promotions';
import { ACTIVITY_PATH } from '../lib/promotion';

const LEAVE_TOAST = 'promotion-unavailable';

export function usePromotionOrLeave(id: number | null, { requireApplicable = false } = {}) {
  const query = usePromotion(id);
  const navigate = useNavigate();
  const { t } = useTranslation('shared');
  const { error, data } = query;
  const notFound = id === null || (error !== null && toApiError(error).code === 'promotion.not_found');
  const notApplicable = requireApplicable && data !== undefined && !data.applicable;
  const leaveWith = notFound
    ? 'errors.promotionNotFound'
    : notApplicable
      ? 'errors.rewardNotApplicable'
      : null;

  useEffect(() => {
    if (!leaveWith) return;
    showToast({ type: 'info', message: t(leaveWith), id: LEAVE_TOAST });
    void navigate(ACTIVITY_PATH, { replace: true });
  }, [leaveWith, navigate, t]);

  useEffect(() => {
    if (error && !notFound) notifyError(error);
  }, [error, notFound]);

  return { ...query, leaving: leaveWith !== null };
}
