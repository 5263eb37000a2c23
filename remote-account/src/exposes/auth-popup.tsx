// Exposed './AuthPopup': the content of the login / register / forgot / change-password popup that the shell's
// popup host shows. Login is built; the other forms arrive with the account issue and say so.
import { useTranslation } from 'react-i18next';
import type { AuthPopupProps } from 'shared';
import { LoginForm } from '../features/auth/components/login-form';
import '../setup';

export default function AuthPopup({ kind, onClose }: AuthPopupProps) {
  const { t } = useTranslation('account');
  if (kind === 'login') return <LoginForm onSuccess={onClose} />;
  return (
    <p className="acc-coming-soon" data-popup-kind={kind}>
      {t('popup.comingSoon')}
    </p>
  );
}
