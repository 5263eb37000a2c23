// A sheet with one text field (the e-mail, the payee name) and the step-up: check it, send the trimmed value with
// the step-up, say it is saved, close.
import type { InputHTMLAttributes } from 'react';
import type { SecurityStepUp } from 'shared';
import type { FormErrors } from '../../lib/security-forms';
import { TextField } from '../form-fields';
import { SheetForm } from '../sheet-form';
import type { MemberTextKey } from '../../texts';
import {
  securityCheck,
  type SheetMutation,
  type SheetProps,
  STEP_UP_DEFAULTS,
  type StepUp,
  type StepUpValues,
  useStepUpSheet,
} from './sheet-common';
import { StepUpFields } from './step-up-fields';

interface SingleFieldSheetProps<I extends object> extends SheetProps {
  title: string;
  label: string;
  hint?: string;
  savedKey: MemberTextKey;
  validate: (value: string) => FormErrors<string>;
  /** The request of the trimmed value (the step-up is added to it). */
  request: (value: string) => I;
  mutation: SheetMutation<I & SecurityStepUp>;
  stepUp: StepUp;
  inputProps: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'inputMode' | 'autoComplete' | 'placeholder'
  >;
}

interface SingleFieldValues extends StepUpValues {
  value: string;
}

export function SingleFieldSheet<I extends object>({
  open,
  onClose,
  title,
  label,
  hint,
  savedKey,
  validate,
  request,
  mutation,
  stepUp,
  inputProps,
}: SingleFieldSheetProps<I>) {
  const { form, sheet } = useStepUpSheet<SingleFieldValues, I>({
    mutation,
    savedKey,
    onClose,
    stepUp,
    defaultValues: { value: '', ...STEP_UP_DEFAULTS },
    // The rule names its own field; here the one field is `value`.
    check: securityCheck(({ value }: SingleFieldValues) => ({ value: Object.values(validate(value))[0] })),
    order: ['value'],
    request: ({ value }) => request(value.trim()),
  });

  return (
    <SheetForm {...sheet} open={open} title={title}>
      <TextField {...inputProps} label={label} {...(hint ? { hint } : {})} {...form.field('value')} />
      <StepUpFields form={form} stepUp={stepUp} />
    </SheetForm>
  );
}
