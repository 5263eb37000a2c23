// A bottom-sheet form of the member area: a titled sheet Dialog holding one form with its submit button, so
// each small form (security centre, mail delete) looks and behaves the same.
import type { FormEvent, ReactNode } from 'react';
import { Button, Dialog } from 'shared';
import { useMemberTranslation } from '../texts';

export interface SheetFormProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  submitLabel?: string;
  submitting?: boolean;
  submitDisabled?: boolean;
  danger?: boolean;
  children?: ReactNode;
}

export function SheetForm({
  open,
  title,
  onClose,
  onSubmit,
  submitLabel,
  submitting = false,
  submitDisabled = false,
  danger = false,
  children,
}: SheetFormProps) {
  const { t } = useMemberTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  return (
    <Dialog open={open} onClose={onClose} title={title} variant="sheet">
      <form className="acc-form" noValidate onSubmit={submit}>
        {children}
        <div className="mc-actions acc-member-form__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('memberArea.common.cancel')}
          </Button>
          <Button
            type="submit"
            variant={danger ? 'danger' : 'primary'}
            loading={submitting}
            disabled={submitDisabled}
          >
            {submitLabel ?? t('memberArea.common.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
