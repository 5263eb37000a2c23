// One labelled input of the agent forms: the UI kit's labelled input in this remote's look (components.css
// `agt-field`); `prefix` shows before the input (the currency symbol of an amount).
import { InputField, type InputFieldProps } from 'shared/forms';
import './components.css';

export type FieldProps = Omit<InputFieldProps, 'look' | 'children'>;

export function Field(props: FieldProps) {
  return <InputField look="agt-field" {...props} />;
}
