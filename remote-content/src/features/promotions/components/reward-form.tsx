// The reward application form (spec account §2, §4, §5, §8): a remark of at most 140 characters and up to 3
// pictures, each required or optional by the promotion's flags. Submit is enabled only when the required parts
// are filled; it shows a loading toast (10 s) that the answer replaces. One idempotency key per filled form, kept
// for a retry; server field messages (validation.failed) show under their fields. Cancel clears the form.
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  createIdempotencyKeeper,
  INPUT_LIMITS,
  type Promotion,
  showToast,
  toApiError,
  TOAST_DURATION,
  type ValidationFailureValue,
} from 'shared';
import {
  checkRewardApplication,
  REWARD_MESSAGES,
  rewardSubmitEnabled,
  type RuleMessage,
} from 'shared/validation';
import { useApplyReward } from '../api/apply-reward';
import { useRewardPictures } from '../hooks/use-reward-pictures';
import { ACTIVITY_PATH } from '../lib/promotion';
import { PicturePicker } from './picture-picker';
import { usePromotionsTranslation } from '../texts';

export const REWARD_SUBMIT_TOAST = 'reward-submit';

interface FieldErrors {
  remarks: string[];
  pictures: string[];
}

const NO_ERRORS: FieldErrors = { remarks: [], pictures: [] };

export function RewardForm({ promotion }: { promotion: Promotion }) {
  const { t } = usePromotionsTranslation();
  const { t: tShared } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const apply = useApplyReward();
  const [keeper] = useState(() => createIdempotencyKeeper());
  const { pictures, reading, add, remove, clear, checkRoom } = useRewardPictures();
  const [remarks, setRemarks] = useState('');
  const [errors, setErrors] = useState<FieldErrors>(NO_ERRORS);
  // A synchronous guard: a double tap sends once even before the pending state renders.
  const sending = useRef(false);
  const remarkId = useId();
  const counterId = `${remarkId}-counter`;
  const remarkErrorId = `${remarkId}-error`;

  const submitting = apply.isPending;
  const remarkRequired = promotion.remarkRequired === 'Y';
  const pictureRequired = promotion.imageRequired === 'Y';
  const input = { remarks, pictures };
  const canSubmit = rewardSubmitEnabled(input, promotion) && reading === 0 && !submitting;

  const texts = (messages: readonly RuleMessage[]) =>
    messages.map((message) => tShared(message.key, message.params ?? {}));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || sending.current) return;
    const problems = checkRewardApplication(input, promotion);
    if (problems.remarks.length > 0 || problems.pictures.length > 0) {
      setErrors({ remarks: texts(problems.remarks), pictures: texts(problems.pictures) });
      return;
    }
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
          if (apiError.code === 'validation.failed') {
            const fields = (apiError.value as Partial<ValidationFailureValue> | null)?.fields ?? {};
            setErrors({
              remarks: (fields.remarks ?? []).map((key) => tShared(key, paramsOf(key) ?? {})),
              pictures: (fields.pictures ?? []).map((key) => tShared(key, paramsOf(key) ?? {})),
            });
          }
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const cancel = () => {
    setRemarks('');
    clear();
    setErrors(NO_ERRORS);
  };

  return (
    <form className="cnt-reward-form" onSubmit={submit} noValidate aria-busy={submitting || undefined}>
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
          value={remarks}
          readOnly={submitting}
          aria-required={remarkRequired}
          aria-invalid={errors.remarks.length > 0 || undefined}
          aria-describedby={errors.remarks.length > 0 ? `${counterId} ${remarkErrorId}` : counterId}
          onChange={(event) => {
            setRemarks(event.target.value.slice(0, INPUT_LIMITS.rewardRemarkMaxLength));
            setErrors((current) => ({ ...current, remarks: [] }));
          }}
        />
        <p id={counterId} className="cnt-reward-field__counter">
          {t('promotions.apply.remarkCounter', {
            used: remarks.length,
            max: INPUT_LIMITS.rewardRemarkMaxLength,
          })}
        </p>
        {errors.remarks.length > 0 && (
          <p id={remarkErrorId} className="cnt-reward-field__error" aria-live="polite">
            {errors.remarks.join(' ')}
          </p>
        )}
      </div>
      <PicturePicker
        label={
          pictureRequired ? t('promotions.apply.picturesRequired') : t('promotions.apply.picturesOptional')
        }
        pictures={pictures}
        reading={reading}
        errors={errors.pictures}
        disabled={submitting}
        checkRoom={checkRoom}
        onAdd={(files) => {
          setErrors((current) => ({ ...current, pictures: [] }));
          void add(files);
        }}
        onRemove={(key) => {
          setErrors((current) => ({ ...current, pictures: [] }));
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
function paramsOf(key: string): Record<string, string | number> | undefined {
  const rules: readonly RuleMessage[] = Object.values(REWARD_MESSAGES);
  return rules.find((message) => message.key === key)?.params;
}
