// A mobile number and the SMS code sent to it, side by side with the SMS code button (which runs its human check
// and focuses the code field once a code is sent): the login form's SMS tab, the mobile binding and the phone reset
// of a forgotten password share them.
// Both are controlled inputs of the form given (digits only), named mobileNum and verificationCode there.
import { useCallback, useRef } from 'react';
import { type FieldRule, INPUT_LIMITS, type SmsPurpose } from 'shared';
import { type Control, useController } from 'shared/forms';
import { cleanMobile, COUNTRY_DIALING_CODE, digitsInput } from '../lib/mobile';
import { Field } from './field';
import { SmsCodeButton } from './sms-code-button';
import { useAuthTranslation } from '../texts';

/** The form values these two fields hold. */
export interface MobileCodeValues {
  mobileNum: string;
  verificationCode: string;
}

export interface MobileCodeFieldsProps {
  purpose: SmsPurpose;
  control: Control<MobileCodeValues>;
  mobileError?: string;
  codeError?: string;
  /** Whether leaving the code field checks it (else it is checked on submit). */
  codeCheckedOnBlur?: boolean;
  /** Told of each change the player types. */
  onEdit?: (name: keyof MobileCodeValues) => void;
  /** The merchant's mobile number rule the code button checks the number by (else the site's default). */
  mobileRule?: FieldRule;
}

export function MobileCodeFields({
  purpose,
  control,
  mobileError = '',
  codeError = '',
  codeCheckedOnBlur = true,
  onEdit,
  mobileRule,
}: MobileCodeFieldsProps) {
  const { t } = useAuthTranslation();
  const {
    field: { value: mobile, onChange: setMobile, onBlur: leaveMobile, ref: attachMobile },
  } = useController({ control, name: 'mobileNum' });
  const {
    field: { value: code, onChange: setCode, onBlur: leaveCode, ref: attachCodeToForm },
  } = useController({ control, name: 'verificationCode' });
  const codeInput = useRef<HTMLInputElement | null>(null);
  const attachCode = useCallback(
    (element: HTMLInputElement | null) => {
      codeInput.current = element;
      attachCodeToForm(element);
    },
    [attachCodeToForm],
  );
  return (
    <>
      <Field
        ref={attachMobile}
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
        onChange={(event) => {
          setMobile(cleanMobile(event.target.value));
          onEdit?.('mobileNum');
        }}
        onBlur={leaveMobile}
      />
      <Field
        ref={attachCode}
        label={t('common.smsCode')}
        name="verificationCode"
        autoComplete="one-time-code"
        value={code}
        {...digitsInput(INPUT_LIMITS.smsCodeMaxLength, (typed) => {
          setCode(typed);
          onEdit?.('verificationCode');
        })}
        placeholder={t('common.smsCodePlaceholder')}
        error={codeError}
        onBlur={codeCheckedOnBlur ? leaveCode : undefined}
        trailing={
          <SmsCodeButton
            mobileNum={mobile}
            purpose={purpose}
            {...(mobileRule ? { mobileRule } : {})}
            onSent={() => codeInput.current?.focus()}
          />
        }
      />
    </>
  );
}

/** The control of a form holding these two fields among others (its other fields are not touched here). */
export function mobileCodeControl<V extends MobileCodeValues>(
  control: Control<V>,
): Control<MobileCodeValues> {
  return control as unknown as Control<MobileCodeValues>;
}
