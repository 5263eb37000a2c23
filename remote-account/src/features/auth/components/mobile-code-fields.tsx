// A mobile number and the SMS code sent to it, side by side with the SMS code button (which runs its human check
// and focuses the code field once a code is sent): the login form's SMS tab and the mobile binding share them.
import { useRef } from 'react';
import { INPUT_LIMITS, type SmsPurpose } from 'shared';
import { cleanDigits, cleanMobile, COUNTRY_DIALING_CODE } from '../lib/mobile';
import { Field } from './field';
import { SmsCodeButton } from './sms-code-button';
import { useAuthTranslation } from '../texts';

export interface MobileCodeFieldsProps {
  purpose: SmsPurpose;
  mobile: string;
  /** The cleaned number (digits only) as typed. */
  onMobileChange: (mobile: string) => void;
  onMobileBlur?: () => void;
  mobileError?: string;
  code: string;
  /** The cleaned code (digits only) as typed. */
  onCodeChange: (code: string) => void;
  codeError?: string;
}

export function MobileCodeFields({
  purpose,
  mobile,
  onMobileChange,
  onMobileBlur,
  mobileError = '',
  code,
  onCodeChange,
  codeError = '',
}: MobileCodeFieldsProps) {
  const { t } = useAuthTranslation();
  const codeRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <Field
        label={t('common.mobile')}
        name="mobileNum"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        prefix={`+${COUNTRY_DIALING_CODE}`}
        value={mobile}
        maxLength={INPUT_LIMITS.mobileMaxLength}
        placeholder={t('common.mobilePlaceholder')}
        error={mobileError}
        onChange={(event) => onMobileChange(cleanMobile(event.target.value))}
        {...(onMobileBlur ? { onBlur: onMobileBlur } : {})}
      />
      <Field
        ref={codeRef}
        label={t('common.smsCode')}
        name="verificationCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        maxLength={INPUT_LIMITS.smsCodeMaxLength}
        placeholder={t('common.smsCodePlaceholder')}
        error={codeError}
        onChange={(event) => onCodeChange(cleanDigits(event.target.value, INPUT_LIMITS.smsCodeMaxLength))}
        trailing={
          <SmsCodeButton mobileNum={mobile} purpose={purpose} onSent={() => codeRef.current?.focus()} />
        }
      />
    </>
  );
}
