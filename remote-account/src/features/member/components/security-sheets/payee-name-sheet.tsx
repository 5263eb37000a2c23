// Setting the payee name, once: payout accounts are held in this name.
import { usePayeeNameMutation } from '../../hooks/use-security';
import { validatePayeeName } from '../../lib/security-forms';
import { useMemberTranslation } from '../../texts';
import type { SheetProps } from './sheet-common';
import { SingleFieldSheet } from './single-field-sheet';

export function PayeeNameSheet({ open, onClose }: SheetProps) {
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
      mutation={usePayeeNameMutation()}
      inputProps={{ autoComplete: 'name' }}
    />
  );
}
