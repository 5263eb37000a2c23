// Binding or changing the e-mail address for account recovery, stepped up (the old address is told).
import { useBindEmailMutation } from '../../hooks/use-security';
import { validateEmail } from '../../lib/security-forms';
import { useMemberTranslation } from '../../texts';
import type { SheetProps, StepUp } from './sheet-common';
import { SingleFieldSheet } from './single-field-sheet';

export function EmailSheet({ open, onClose, stepUp }: SheetProps & { stepUp: StepUp }) {
  const { t } = useMemberTranslation();
  return (
    <SingleFieldSheet
      open={open}
      onClose={onClose}
      title={t('memberArea.security.bindEmail')}
      label={t('memberArea.security.email')}
      savedKey="memberArea.security.emailSaved"
      validate={validateEmail}
      request={(email) => ({ email })}
      mutation={useBindEmailMutation()}
      stepUp={stepUp}
      inputProps={{
        type: 'email',
        inputMode: 'email',
        autoComplete: 'email',
        placeholder: 'name@example.com',
      }}
    />
  );
}
