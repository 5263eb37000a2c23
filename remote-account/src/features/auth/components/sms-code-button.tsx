// The SMS code button (spec account §4, §8): needs a valid mobile number and no running countdown; asks for the
// human-verification captcha (key 'sms:<mobile>') first, then sends with a 'sending' toast and an 'SMS sent'
// toast, and counts down before a new code may be asked for.
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError, type FieldRule, INPUT_LIMITS, type SmsPurpose, TOAST_DURATION } from 'shared';
import { SMS_COUNTDOWN } from '../../../config';
import { captchaKeys } from '../api/captcha';
import { useCaptcha } from '../hooks/use-captcha';
import { useSmsCode } from '../api/sms-code';
import { useCountdown } from '../../../lib/use-countdown';
import { COUNTRY_DIALING_CODE, digitsInput, isValidMobile } from '../lib/mobile';
import { failureToast, loadingToast, successToast } from '../lib/toasts';
import { useAuthTranslation } from '../texts';
import { NewCodeIcon } from 'shared';

/** A new code may be asked for after this long even when the code lives longer (spec account §4, §9: 60 s). */
export const RESEND_LOCK_MS = SMS_COUNTDOWN.startSeconds * 1000;
const TOAST_ID = 'account:sms';

export interface SmsCodeButtonProps {
  mobileNum: string;
  purpose: SmsPurpose;
  /** The merchant's mobile rule, when known; a fallback rule is used otherwise. */
  mobileRule?: FieldRule;
  /** Called after a code was sent (e.g. to focus the code field). */
  onSent?: () => void;
}

/**
 * The countdown runs to the resend lock: the server's expiry, or 60 s after sending when the code lives longer
 * (codes live 5 minutes; the spec's countdown starts at 60 s).
 */
export function lockUntil(expirationTime: number, sentAt: number): number {
  return Math.min(expirationTime, sentAt + RESEND_LOCK_MS);
}

export function SmsCodeButton({ mobileNum, purpose, mobileRule, onSent }: SmsCodeButtonProps) {
  const { t } = useAuthTranslation();
  const countdown = useCountdown();
  const sms = useSmsCode();
  const captcha = useCaptcha();
  // The number the human check was opened for: a captcha belongs to its number, so a changed number closes it.
  const [checkFor, setCheckFor] = useState<string | null>(null);
  const verifying = checkFor !== null && checkFor === mobileNum;
  const [answer, setAnswer] = useState('');
  const answerRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const valid = isValidMobile(mobileNum, mobileRule);
  useEffect(() => {
    if (verifying) answerRef.current?.focus();
  }, [verifying]);

  const openCheck = () => {
    if (!valid || countdown.running) return;
    setAnswer('');
    setCheckFor(mobileNum);
    captcha.reset();
    void captcha.load(captchaKeys.sms(mobileNum));
  };

  const send = async () => {
    if (answer === '' || sms.isPending) return;
    loadingToast(TOAST_ID, t('account:sms.sending'));
    try {
      const sentAt = Date.now();
      const { expirationTime } = await sms.mutateAsync({
        mobileNum,
        countryDialingCode: COUNTRY_DIALING_CODE,
        purpose,
        captcha: answer,
      });
      successToast(TOAST_ID, t('account:sms.sent'), TOAST_DURATION.default);
      countdown.start(lockUntil(expirationTime, sentAt));
      setCheckFor(null);
      onSent?.();
    } catch (error) {
      failureToast(TOAST_ID, error);
      setAnswer('');
      if (error instanceof ApiError && error.code === 'auth.captcha_invalid') {
        void captcha.load(captchaKeys.sms(mobileNum));
      } else {
        setCheckFor(null);
      }
    }
  };

  return (
    <>
      <button
        type="button"
        className="acc-sms"
        disabled={!valid || countdown.running || sms.isPending}
        title={countdown.running ? t('account:sms.wait', { seconds: countdown.seconds }) : undefined}
        aria-expanded={verifying}
        aria-controls={verifying ? `${id}-check` : undefined}
        onClick={openCheck}
      >
        {countdown.text ?? t('account:sms.send')}
      </button>
      {verifying && (
        <div
          id={`${id}-check`}
          className="acc-sms__check"
          role="group"
          aria-label={t('account:sms.humanCheck')}
        >
          <label htmlFor={`${id}-answer`}>{t('account:sms.humanCheckHint')}</label>
          <span className="acc-field__row">
            <input
              ref={answerRef}
              id={`${id}-answer`}
              name="smsCaptcha"
              autoComplete="off"
              value={answer}
              {...digitsInput(INPUT_LIMITS.captchaMaxLength, setAnswer)}
              onKeyDown={(event) => {
                // Enter sends the code, never the surrounding form.
                if (event.key !== 'Enter') return;
                event.preventDefault();
                void send();
              }}
            />
            <button
              type="button"
              className="acc-captcha"
              aria-label={t('common.refreshCaptcha')}
              onClick={() => void captcha.load(captchaKeys.sms(mobileNum))}
            >
              {captcha.image ? (
                <img src={captcha.image} alt={t('common.captchaImage')} width={96} height={36} />
              ) : (
                <NewCodeIcon />
              )}
            </button>
          </span>
          <span className="acc-sms__actions">
            <button type="button" className="acc-link" onClick={() => setCheckFor(null)}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="acc-sms"
              disabled={answer === '' || sms.isPending}
              onClick={() => void send()}
            >
              {t('account:sms.confirmSend')}
            </button>
          </span>
        </div>
      )}
    </>
  );
}
