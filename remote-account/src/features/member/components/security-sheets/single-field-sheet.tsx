// A sheet with one text field (the e-mail, the payee name): check it, send the trimmed value, say it is saved, close.
import type { InputHTMLAttributes } from 'react';
import type { FormErrors } from '../../lib/security-forms';
import { TextField } from '../form-fields';
import { SheetForm } from '../sheet-form';
import type { MemberTextKey } from '../../texts';
import { securityCheck, type SheetMutation, type SheetProps, useSecuritySheet } from './sheet-common';

interface SingleFieldSheetProps extends SheetProps {
  title: string;
  label: string;
  hint?: string;
  savedKey: MemberTextKey;
  validate: (value: string) => FormErrors<string>;
  mutation: SheetMutation<string>;
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
  const { form, sheet } = useSecuritySheet({
    mutation,
    savedKey,
    onClose,
    defaultValues: { value: '' },
    // The rule names its own field; here the one field is `value`.
    check: securityCheck(({ value }: SingleFieldValues) => ({ value: Object.values(validate(value))[0] })),
    order: ['value'],
    request: ({ value }) => value.trim(),
  });

  return (
    <SheetForm {...sheet} open={open} title={title}>
      <TextField {...inputProps} label={label} {...(hint ? { hint } : {})} {...form.field('value')} />
    </SheetForm>
  );
}
