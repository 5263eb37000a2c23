// Setting the payee name, once and stepped up: payout accounts are held in this name.
import { usePayeeNameMutation } from '../../hooks/use-security';
import { validatePayeeName } from '../../lib/security-forms';
import { useMemberTranslation } from '../../texts';
import type { SheetProps, StepUp } from './sheet-common';
import { SingleFieldSheet } from './single-field-sheet';

export function PayeeNameSheet({ open, onClose, stepUp }: SheetProps & { stepUp: StepUp }) {
  const { t } = useMemberTranslation();
  return (
    <SingleFieldSheet
      open={open}
      onClose={onClose}
      title={t('memberArea.security.setPayeeName')}
      label={t('memberArea.security.payeeName')}
      hint={t('memberArea.security.payeeNameOnce')}
      savedKey="memberArea.security.payeeNameSaved"
      validate={validatePayeeName}
      request={(payeeName) => ({ payeeName })}
      mutation={usePayeeNameMutation()}
      stepUp={stepUp}
      inputProps={{ autoComplete: 'name' }}
    />
  );
}
