// The SMS code step before a payout change (flag SECPAYOUTSMS) or a security change: the code field and a button
// that sends a code to the member's own mobile number, then counts down before another may be asked for (60 s at most, as
// the other SMS buttons). A member without a bound number is told so, and the form says where to bind one.
import { useTranslation } from 'react-i18next';
import { ApiError, INPUT_LIMITS, notifyError, showToast, toLatinDigits } from 'shared';
import { SMS_COUNTDOWN } from '../config';
import { type PayoutSmsPurpose, usePayoutSmsCode } from '../lib/payout-sms-code';
import { useCountdown } from '../lib/use-countdown';
import { FormField } from './form-field';

export interface PayoutSmsCodeProps {
  /**
   * `payout` when adding a payout account, `withdraw` for a withdrawal to an account not used yet, `security` for
   * the step-up of a change of how the account is recovered or paid.
   */
  purpose: PayoutSmsPurpose;
  value: string;
  onChange: (code: string) => void;
  /** The field's message (already translated); empty for none. */
  error?: string | undefined;
  /** The member's number, masked, to say where the code goes; null or undefined when not known. */
  mobile?: string | null | undefined;
  /** The server said the member has no mobile number: the form shows where to bind one. */
  onNoMobile?: () => void;
}

export function PayoutSmsCode({ purpose, value, onChange, error, mobile, onNoMobile }: PayoutSmsCodeProps) {
  const { t } = useTranslation('account');
  const send = usePayoutSmsCode();
  const countdown = useCountdown();

  const request = () =>
    send.mutate(purpose, {
      onSuccess: ({ expirationTime }) => {
        countdown.start(Math.min(expirationTime, Date.now() + SMS_COUNTDOWN.startSeconds * 1000));
        showToast({ type: 'success', message: t('payoutSms.sent') });
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.code === 'sms.no_mobile') onNoMobile?.();
        notifyError(failure);
      },
    });

  return (
    <FormField
      label={t('payoutSms.label')}
      hint={mobile ? t('payoutSms.hintMobile', { mobile }) : t('payoutSms.hint')}
      error={error}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={INPUT_LIMITS.smsCodeMaxLength}
      value={value}
      onChange={(event) =>
        onChange(toLatinDigits(event.target.value).replace(/\D/g, '').slice(0, INPUT_LIMITS.smsCodeMaxLength))
      }
    >
      <button
        type="button"
        className="acc-sms"
        disabled={countdown.running || send.isPending}
        title={countdown.running ? t('sms.wait', { seconds: countdown.seconds }) : undefined}
        onClick={request}
      >
        {countdown.text ?? t('payoutSms.send')}
      </button>
    </FormField>
  );
}
