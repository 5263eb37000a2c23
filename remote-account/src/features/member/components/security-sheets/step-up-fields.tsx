// The step-up of a security sheet, after its own fields: why it is asked, the login password, and the code to the
// member's bound number (with its send button) when one is asked.
import { Controller, type Path, type SiteForm } from 'shared/forms';
import { PayoutSmsCode } from '../../../../components/payout-sms-code';
import { TextField } from '../form-fields';
import { useMemberTranslation } from '../../texts';
import { asksCode, type StepUp, type StepUpValues } from './sheet-common';

export interface StepUpFieldsProps<V extends StepUpValues> {
  form: SiteForm<V>;
  stepUp: StepUp;
  /** The server said the member has no mobile number. */
  onNoMobile?: () => void;
}

export function StepUpFields<V extends StepUpValues>({
  form: sheetForm,
  stepUp,
  onNoMobile,
}: StepUpFieldsProps<V>) {
  const { t } = useMemberTranslation();
  // The step-up's own two fields, whatever else the sheet's form holds.
  const form = sheetForm as unknown as SiteForm<StepUpValues>;
  const codeAsked = asksCode(stepUp);
  return (
    <>
      <p className="acc-member-form__hint" role="note">
        {t(codeAsked ? 'memberArea.security.stepUp.introCode' : 'memberArea.security.stepUp.intro')}
      </p>
      <TextField
        type="password"
        autoComplete="current-password"
        label={t('memberArea.security.stepUp.loginPassword')}
        {...form.field('loginPassword')}
      />
      {codeAsked ? (
        <Controller
          control={form.control}
          name={'smsCode' satisfies Path<StepUpValues>}
          render={({ field }) => (
            <PayoutSmsCode
              purpose={stepUp.smsPurpose ?? 'security'}
              value={field.value}
              onChange={field.onChange}
              error={form.messageOf('smsCode')}
              mobile={stepUp.mobile}
              onNoMobile={onNoMobile}
            />
          )}
        />
      ) : null}
    </>
  );
}
