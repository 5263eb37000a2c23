// The form entry (`shared/forms`): react-hook-form over the shared validation rules (see site-form.ts).
export {
  type Control,
  Controller,
  type FieldValues,
  useController,
  useWatch,
  type Path,
} from 'react-hook-form';
export * from './site-form';
