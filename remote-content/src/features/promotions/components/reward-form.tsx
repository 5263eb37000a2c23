// The reward application form (spec account §2, §4, §5, §8): a remark of at most 140 characters and up to 3
// pictures, each required or optional by the promotion's flags (the rules of shared/validation, which the server
// checks too). Submit is enabled only when the required parts are filled; it shows a loading toast (10 s) that
// the answer replaces. One idempotency key per filled form, kept for a retry; server field messages
// (validation.failed) show under their fields until the field is edited. Cancel clears the form.
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  createIdempotencyKeeper,
  INPUT_LIMITS,
  type Promotion,
  showToast,
  toApiError,
  TOAST_DURATION,
} from 'shared';
import { useController, useSiteForm } from 'shared/forms';
import {
  checkRewardApplication,
  REWARD_MESSAGES,
  rewardSubmitEnabled,
  type RuleMessage,
} from 'shared/validation';
import { useApplyReward } from '../api/apply-reward';
import { type RewardPicture, useRewardPictures } from '../hooks/use-reward-pictures';
import { ACTIVITY_PATH } from '../lib/promotion';
import { PicturePicker } from './picture-picker';
import { usePromotionsTranslation } from '../texts';

export const REWARD_SUBMIT_TOAST = 'reward-submit';

interface RewardValues {
  remarks: string;
  pictures: RewardPicture[];
}

export function RewardForm({ promotion }: { promotion: Promotion }) {
  const { t } = usePromotionsTranslation();
  const { t: tShared } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const apply = useApplyReward();
  const [keeper] = useState(() => createIdempotencyKeeper());
  // A synchronous guard: a double tap sends once even before the pending state renders.
  const sending = useRef(false);
  const remarkId = useId();
  const counterId = `${remarkId}-counter`;
  const remarkErrorId = `${remarkId}-error`;

  const form = useSiteForm<RewardValues>({
    defaultValues: { remarks: '', pictures: [] },
    check: (values) => checkRewardApplication(values, promotion),
    order: ['remarks', 'pictures'],
    onSubmit: ({ remarks, pictures }) => {
      if (sending.current) return;
      sending.current = true;
      const trimmed = remarks.trim();
      const idempotencyKey = keeper.keyFor({
        promotionId: promotion.id,
        remarks: trimmed,
        pictures: pictures.map((picture) => picture.key),
      });
      showToast({
        type: 'loading',
        id: REWARD_SUBMIT_TOAST,
        message: t('promotions.apply.submitting'),
        duration: TOAST_DURATION.rewardSubmitLoading,
      });
      apply.mutate(
        {
          promotionId: promotion.id,
          remarks: trimmed,
          pictures: pictures.map((picture) => picture.dataUrl),
          idempotencyKey,
        },
        {
          onSuccess: () => {
            keeper.renew();
            showToast({
              type: 'success',
              id: REWARD_SUBMIT_TOAST,
              message: t('promotions.apply.success'),
              duration: TOAST_DURATION.default,
            });
            // The member tab's badge of unclaimed promotions.
            void queryClient.invalidateQueries({ queryKey: ['member', 'rewards'] });
            void navigate(ACTIVITY_PATH, { replace: true });
          },
          onError: (error) => {
            const apiError = toApiError(error);
            // The catalogue text of the failure replaces the loading toast (it would otherwise stay 10 s).
            showToast({
              type: apiError.toastType,
              id: REWARD_SUBMIT_TOAST,
              message: tShared(apiError.messageKey),
              duration: TOAST_DURATION.default,
            });
            // The messages show under their fields; the focus stays where the player left it.
            form.applyServerErrors(apiError, (_name, key) => paramsOf(key), { focus: false });
          },
          onSettled: () => {
            sending.current = false;
          },
        },
      );
    },
  });
  const { field: picturesField } = useController({ control: form.control, name: 'pictures' });
  const { reading, add, remove, clear, checkRoom } = useRewardPictures({
    current: () => form.getValues('pictures'),
    change: picturesField.onChange,
  });

  const submitting = apply.isPending;
  const remarkRequired = promotion.remarkRequired === 'Y';
  const pictureRequired = promotion.imageRequired === 'Y';
  const remarks = form.watch('remarks');
  const canSubmit =
    rewardSubmitEnabled({ remarks, pictures: picturesField.value }, promotion) &&
    reading === 0 &&
    !submitting;
  const remarkErrors = form.messagesOf('remarks');
  const pictureErrors = form.messagesOf('pictures');

  const cancel = () => {
    clear();
    form.reset();
  };

  return (
    <form
      className="cnt-reward-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSubmit) void form.submit(event);
      }}
      noValidate
      aria-busy={submitting || undefined}
    >
      <div className="cnt-reward-field">
        <label htmlFor={remarkId} className="cnt-reward-field__label">
          {remarkRequired ? t('promotions.apply.remarkRequired') : t('promotions.apply.remarkOptional')}
        </label>
        <textarea
          id={remarkId}
          className="cnt-reward-field__textarea"
          rows={4}
          maxLength={INPUT_LIMITS.rewardRemarkMaxLength}
          placeholder={t('promotions.apply.remarkPlaceholder')}
          readOnly={submitting}
          aria-required={remarkRequired}
          aria-invalid={remarkErrors.length > 0 || undefined}
          aria-describedby={remarkErrors.length > 0 ? `${counterId} ${remarkErrorId}` : counterId}
          {...form.register('remarks', { onChange: () => form.clearErrors('remarks') })}
        />
        <p id={counterId} className="cnt-reward-field__counter">
          {t('promotions.apply.remarkCounter', {
            used: remarks.length,
            max: INPUT_LIMITS.rewardRemarkMaxLength,
          })}
        </p>
        {remarkErrors.length > 0 && (
          <p id={remarkErrorId} className="cnt-reward-field__error" aria-live="polite">
            {remarkErrors.join(' ')}
          </p>
        )}
      </div>
      <PicturePicker
        label={
          pictureRequired ? t('promotions.apply.picturesRequired') : t('promotions.apply.picturesOptional')
        }
        pictures={picturesField.value}
        reading={reading}
        errors={pictureErrors}
        disabled={submitting}
        checkRoom={checkRoom}
        onAdd={(files) => {
          form.clearErrors('pictures');
          void add(files);
        }}
        onRemove={(key) => {
          form.clearErrors('pictures');
          remove(key);
        }}
      />
      <div className="cnt-reward-form__actions">
        <Button variant="secondary" onClick={cancel} disabled={submitting}>
          {t('promotions.apply.cancel')}
        </Button>
        <Button type="submit" loading={submitting} disabled={!canSubmit}>
          {t('promotions.apply.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The parameters of a rule message the server names by key (its text carries {{max}} or {{mb}}). */
function paramsOf(key: string): RuleMessage['params'] {
  const rules: readonly RuleMessage[] = Object.values(REWARD_MESSAGES);
  return rules.find((message) => message.key === key)?.params;
}
