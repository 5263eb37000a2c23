// One labelled input of the account remote's forms (money, protection): the UI kit's labelled input in this
// remote's look (account.css `acc-field`); extra content (preset chips, a button) goes under the input.
import { InputField, type InputFieldProps } from 'shared/forms';

export type FormFieldProps = Omit<InputFieldProps, 'look' | 'prefix'> & { label: string };

export function FormField(props: FormFieldProps) {
  return <InputField look="acc-field" {...props} />;
}
