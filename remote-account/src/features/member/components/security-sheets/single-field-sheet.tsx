// A sheet with one text field (the e-mail, the payee name): check it, send the trimmed value, say it is saved, close.
import type { InputHTMLAttributes } from 'react';
import { notifyError } from 'shared';
import { useSiteForm } from 'shared/forms';
import type { FormErrors } from '../../lib/security-forms';
import { TextField } from '../form-fields';
import { SheetForm } from '../sheet-form';
import type { MemberTextKey } from '../../texts';
import { securityCheck, type SheetProps, useSaved } from './sheet-common';

interface SingleFieldSheetProps extends SheetProps {
  title: string;
  label: string;
  hint?: string;
  savedKey: MemberTextKey;
  validate: (value: string) => FormErrors<string>;
  mutation: {
    mutate: (value: string, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
    isPending: boolean;
  };
  inputProps: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'inputMode' | 'autoComplete' | 'placeholder'
  >;
}

interface SingleFieldValues {
  value: string;
}

export function SingleFieldSheet({
  open,
  onClose,
  title,
  label,
  hint,
  savedKey,
  validate,
  mutation,
  inputProps,
}: SingleFieldSheetProps) {
  const saved = useSaved();
  const form = useSiteForm<SingleFieldValues>({
    defaultValues: { value: '' },
    // The rule names its own field; here the one field is `value`.
    check: securityCheck(({ value }) => ({ value: Object.values(validate(value))[0] })),
    order: ['value'],
    onSubmit: ({ value }) => {
      mutation.mutate(value.trim(), { onSuccess: () => saved(savedKey, onClose), onError: notifyError });
    },
  });

  return (
    <SheetForm
      open={open}
      onClose={onClose}
      onSubmit={() => void form.submit()}
      submitting={mutation.isPending}
      title={title}
    >
      <TextField
        {...inputProps}
        label={label}
        {...(hint ? { hint } : {})}
        {...form.register('value')}
        error={form.messageOf('value')}
      />
    </SheetForm>
  );
}
