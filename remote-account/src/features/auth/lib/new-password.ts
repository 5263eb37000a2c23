// A new password and its confirmation, as the change-password form and the mailed reset link ask for them: the
// site's PASSWORD rule, a confirmation equal to it, and a change of the password re-checking a confirmation
// already typed.
import type { FieldRule } from 'shared';
import type { FormRules } from 'shared/forms';
import { checkConfirmPassword, checkField } from 'shared/validation';

export interface NewPasswordValues {
  newPassword: string;
  confirmNewPassword: string;
}

export function newPasswordRules(passwordRule: FieldRule): FormRules<NewPasswordValues> {
  return {
    newPassword: (value) => checkField(passwordRule, value).messages,
    confirmNewPassword: (value, values) => checkConfirmPassword(values.newPassword, value).messages,
  };
}

/** What of a form the re-check reads and runs. */
interface ConfirmationCheck {
  getValues: (name: 'confirmNewPassword') => string;
  trigger: (name: 'confirmNewPassword') => Promise<boolean>;
}

/** The new password's binding option: a change re-checks a confirmation already typed. */
export function recheckConfirmation(form: ConfirmationCheck) {
  return {
    onChange: () => {
      if (form.getValues('confirmNewPassword') !== '') void form.trigger('confirmNewPassword');
    },
  };
}
