// Binding a mobile number: the number, then a code sent to it by the SMS code button (with its human
// check), and the login password again (a stolen session alone cannot bind a thief's number), in a bottom sheet. The security centre opens it (given to it by the exposes) when a payout change needs
// an SMS code and the member has no number yet.
import { Button, Dialog, notifyError, showToast } from 'shared';
import { type Control, type FormRules, useSiteForm } from 'shared/forms';
import { refusedSecret } from '../../../lib/step-up-refusal';
import { useBindMobile } from '../api/bind-mobile';
import { isValidMobile } from '../lib/mobile';
import { Field } from './field';
import { MobileCodeFields, type MobileCodeValues } from './mobile-code-fields';
import { useAuthTranslation } from '../texts';

interface BindMobileValues extends MobileCodeValues {
  loginPassword: string;
}

/** A valid number first; the code is asked for once the number is right (the dialog's own words). */
const RULES: FormRules<BindMobileValues> = {
  mobileNum: (value) => !isValidMobile(value) && { ns: 'auth', key: 'bindMobile.mobileInvalid' },
  verificationCode: (value, values) =>
    isValidMobile(values.mobileNum) && value === '' && { ns: 'auth', key: 'bindMobile.codeRequired' },
  loginPassword: (value) => value === '' && { ns: 'auth', key: 'bindMobile.loginPasswordRequired' },
};

export interface BindMobileDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called once the number is bound (the caller reloads what shows it). */
  onBound: () => void;
}

export function BindMobileDialog({ open, onClose, onBound }: BindMobileDialogProps) {
  const { t } = useAuthTranslation();
  const bind = useBindMobile();
  const form = useSiteForm<BindMobileValues>({
    defaultValues: { mobileNum: '', verificationCode: '', loginPassword: '' },
    rules: RULES,
    // The number is checked once left, then as it is typed; the code on submit.
    mode: 'onTouched',
    onSubmit: ({ mobileNum, verificationCode, loginPassword }) => {
      if (bind.isPending) return;
      bind.mutate(
        { mobileNum, smsCode: verificationCode, loginPassword },
        {
          onSuccess: () => {
            showToast({ type: 'success', message: t('bindMobile.bound') });
            onBound();
            onClose();
          },
          onError: (error) => {
            const apiError = notifyError(error);
            const secret = refusedSecret(apiError);
            if (secret !== null) {
              const field = secret === 'password' ? 'loginPassword' : 'verificationCode';
              form.setValue(field, '');
              form.setError(field, { type: 'server', message: apiError.messageKey });
            }
          },
        },
      );
    },
  });

  return (
    <Dialog open={open} onClose={onClose} title={t('bindMobile.title')} variant="sheet">
      <form className="acc-form" noValidate onSubmit={(event) => void form.submit(event)}>
        <p className="acc-form__subtitle">{t('bindMobile.intro')}</p>
        <MobileCodeFields
          purpose="bind_mobile"
          control={form.control as unknown as Control<MobileCodeValues>}
          mobileError={form.messageOf('mobileNum')}
          codeError={form.messageOf('verificationCode')}
          codeCheckedOnBlur={false}
        />
        <Field
          {...form.field('loginPassword')}
          label={t('bindMobile.loginPassword')}
          autoComplete="current-password"
          secret
          maxLength={64}
        />
        <Button type="submit" block loading={bind.isPending}>
          {t('bindMobile.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
