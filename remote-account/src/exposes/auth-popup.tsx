// Exposed './AuthPopup': the content of the login / register / forgot / change-password popup that the shell's
// popup host shows inside its own dialog (titled by kind).
import type { AuthPopupProps } from 'shared';
import { ChangePasswordForm } from '../features/auth/components/change-password-form';
import { ForgotForm } from '../features/auth/components/forgot-form';
import { LoginForm } from '../features/auth/components/login-form';
import { RegisterForm } from '../features/auth/components/register-form';
import '../setup';

export default function AuthPopup({ kind, onClose, entry }: AuthPopupProps) {
  switch (kind) {
    case 'login':
      return <LoginForm onSuccess={onClose} {...(entry ? { entry } : {})} />;
    case 'register':
      return <RegisterForm onSuccess={onClose} />;
    case 'forget':
      return <ForgotForm onSignedIn={onClose} />;
    case 'changePsw':
      return <ChangePasswordForm onDone={onClose} />;
  }
}
