// A captcha input with its image; tapping the image loads a new one. Digits only, at most 6 (spec account §5).
import type { Ref } from 'react';
import { INPUT_LIMITS } from 'shared';
import { digitsInput } from '../lib/mobile';
import { Field } from './field';
import { useAuthTranslation } from '../texts';
import { NewCodeIcon } from 'shared';

export interface CaptchaFieldProps {
  image: string | null;
  value: string;
  onChange: (value: string) => void;
  onRefresh: () => void;
  onBlur?: () => void;
  error?: string;
  label?: string;
  name?: string;
  ref?: Ref<HTMLInputElement>;
}

export function CaptchaField({
  image,
  value,
  onChange,
  onRefresh,
  onBlur,
  error,
  label,
  name,
  ref,
}: CaptchaFieldProps) {
  const { t } = useAuthTranslation();
  return (
    <Field
      ref={ref}
      label={label ?? t('common.captcha')}
      name={name ?? 'captcha'}
      autoComplete="off"
      value={value}
      {...digitsInput(INPUT_LIMITS.captchaMaxLength, onChange)}
      placeholder={t('common.captchaPlaceholder')}
      error={error}
      onBlur={onBlur}
      trailing={
        <button
          type="button"
          className="acc-captcha"
          aria-label={t('common.refreshCaptcha')}
          onClick={onRefresh}
        >
          {image ? (
            <img src={image} alt={t('common.captchaImage')} width={96} height={36} />
          ) : (
            <NewCodeIcon />
          )}
        </button>
      }
    />
  );
}
