// Binding an e-mail address for account recovery.
import { useBindEmailMutation } from '../../hooks/use-security';
import { validateEmail } from '../../lib/security-forms';
import { useMemberTranslation } from '../../texts';
import type { SheetProps } from './sheet-common';
import { SingleFieldSheet } from './single-field-sheet';

export function EmailSheet({ open, onClose }: SheetProps) {
  const { t } = useMemberTranslation();
  return (
    <SingleFieldSheet
      open={open}
      onClose={onClose}
      title={t('memberArea.security.bindEmail')}
      label={t('memberArea.security.email')}
      savedKey="memberArea.security.emailSaved"
      validate={validateEmail}
      mutation={useBindEmailMutation()}
      inputProps={{
        type: 'email',
        inputMode: 'email',
        autoComplete: 'email',
        placeholder: 'name@example.com',
      }}
    />
  );
}
