// The form entry (`shared/forms`): react-hook-form over the shared validation rules (see site-form.ts), and the
// UI kit's labelled input the apps' forms are built of (shared/src/ui/input-field.tsx).
export {
  type Control,
  Controller,
  type FieldValues,
  useController,
  useWatch,
  type Path,
} from 'react-hook-form';
export * from './site-form';
export { InputField, type InputFieldProps } from '../ui/input-field';
