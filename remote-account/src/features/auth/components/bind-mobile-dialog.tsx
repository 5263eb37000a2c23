// Binding a mobile number: the number, then a code sent to it by the SMS code button (with its human
// check), in a bottom sheet. The security centre opens it (given to it by the exposes) when a payout change needs
// an SMS code and the member has no number yet.
import { type FormEvent, useState } from 'react';
import { Button, Dialog, notifyError, showToast } from 'shared';
import { useBindMobile } from '../api/bind-mobile';
import { isValidMobile } from '../lib/mobile';
import { MobileCodeFields } from './mobile-code-fields';
import { useAuthTranslation } from '../texts';

export interface BindMobileDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called once the number is bound (the caller reloads what shows it). */
  onBound: () => void;
}

export function BindMobileDialog({ open, onClose, onBound }: BindMobileDialogProps) {
  const { t } = useAuthTranslation();
  const bind = useBindMobile();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [codeError, setCodeError] = useState('');
  const mobileOk = isValidMobile(mobile);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!mobileOk || bind.isPending) return;
    if (code === '') {
      setCodeError(t('bindMobile.codeRequired'));
      return;
    }
    bind.mutate(
      { mobileNum: mobile, smsCode: code },
      {
        onSuccess: () => {
          showToast({ type: 'success', message: t('bindMobile.bound') });
          onBound();
          onClose();
        },
        onError: (error) => {
          const apiError = notifyError(error);
          if (apiError.code.startsWith('sms.')) {
            setCode('');
            setCodeError(t(apiError.messageKey, { ns: 'shared' }));
          }
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('bindMobile.title')} variant="sheet">
      <form className="acc-form" noValidate onSubmit={submit}>
        <p className="acc-form__subtitle">{t('bindMobile.intro')}</p>
        <MobileCodeFields
          purpose="bind_mobile"
          mobile={mobile}
          onMobileChange={setMobile}
          onMobileBlur={() => setTouched(true)}
          mobileError={touched && !mobileOk ? t('bindMobile.mobileInvalid') : ''}
          code={code}
          onCodeChange={(next) => {
            setCode(next);
            setCodeError('');
          }}
          codeError={codeError}
        />
        <Button type="submit" block loading={bind.isPending}>
          {t('bindMobile.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
