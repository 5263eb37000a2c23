// Change password (spec account §2, §4): read-only username; the old password only when none is held from this
// page's login; new and confirmation with show/hide. The same password is refused without a call; a success
// holds the new password, updates a remembered record and goes home after 1 s.
import { useEffect, useRef, useState } from 'react';
import { bus, Button, sessionAtom, TOAST_DURATION, useAtomValue } from 'shared';
import { REDIRECT_MS } from '../../../config';
import { type FormRules, useSiteForm } from 'shared/forms';
import { checkRequired } from 'shared/validation';
import { useChangePassword } from '../api/change-password';
import { usePasswordRule } from '../api/register-config';
import { newPasswordRules, recheckConfirmation } from '../lib/new-password';
import { failureToast, loadingToast, successToast } from '../lib/toasts';
import { heldPassword, holdPassword } from '../remember/held-password';
import { load as loadCredentials, save as saveCredentials } from '../remember/remembered-credentials';
import { Field } from './field';
import { useAuthTranslation } from '../texts';

export interface ChangePasswordFormProps {
  onDone: () => void;
}

type Name = 'oldPassword' | 'newPassword' | 'confirmNewPassword';
type Values = Record<Name, string>;
const ORDER: readonly Name[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];
const TOAST_ID = 'account:change-password';

export function ChangePasswordForm({ onDone }: ChangePasswordFormProps) {
  const { t } = useAuthTranslation();
  const session = useAtomValue(sessionAtom);
  const change = useChangePassword();
  const passwordRule = usePasswordRule();
  // Read once: the form asks for the old password only when this page did not see it typed.
  const [held] = useState(heldPassword);
  const rules: FormRules<Values> = {
    // Asked only when this page did not see the password typed.
    ...(held === null ? { oldPassword: (value: string) => checkRequired(value, true).messages } : {}),
    ...newPasswordRules(passwordRule),
  };
  const form = useSiteForm<Values>({
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    rules,
    order: ORDER,
    // A field is checked when left, then as it is typed in.
    mode: 'onTouched',
    onSubmit: (values) => submit(values),
  });
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Without a member session there is nothing to change: go home.
  useEffect(() => {
    if (session) return;
    bus.emit('navigate', { to: '/m/home', replace: true });
    onDone();
  }, [session, onDone]);

  useEffect(
    () => () => {
      if (redirect.current) clearTimeout(redirect.current);
    },
    [],
  );

  if (!session) return null;

  const submit = async (values: Values) => {
    if (change.isPending || redirect.current) return;
    const oldPassword = held ?? values.oldPassword;
    if (values.newPassword === oldPassword) {
      bus.emit('toast', { type: 'fail', message: t('changePassword.same'), id: TOAST_ID });
      form.setFocus('newPassword');
      return;
    }
    loadingToast(TOAST_ID, t('changePassword.saving'));
    try {
      await change.mutateAsync({
        oldPassword,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
    } catch (error) {
      form.applyServerErrors(error, () => ({ min: passwordRule.minLength, max: passwordRule.maxLength }));
      failureToast(TOAST_ID, error);
      return;
    }
    successToast(TOAST_ID, t('changePassword.saved'), TOAST_DURATION.default);
    holdPassword(values.newPassword);
    void updateRemembered(session.userName, values.newPassword);
    redirect.current = setTimeout(() => {
      bus.emit('navigate', { to: '/m/home', replace: true });
      onDone();
    }, REDIRECT_MS.afterChangePassword);
  };

  const bind = (name: Name) => ({
    ...form.field(name, name === 'newPassword' ? recheckConfirmation(form) : undefined),
    secret: true,
    maxLength: 64,
  });

  return (
    <form className="acc-form" onSubmit={(event) => void form.submit(event)} noValidate>
      <Field
        label={t('changePassword.username')}
        name="username"
        autoComplete="username"
        value={session.userName}
        readOnly
      />
      {held === null && (
        <Field
          {...bind('oldPassword')}
          label={t('changePassword.old')}
          autoComplete="current-password"
          placeholder={t('changePassword.oldPlaceholder')}
        />
      )}
      <Field
        {...bind('newPassword')}
        label={t('changePassword.new')}
        autoComplete="new-password"
        placeholder={t('changePassword.newPlaceholder')}
      />
      <Field
        {...bind('confirmNewPassword')}
        label={t('changePassword.confirm')}
        autoComplete="new-password"
        placeholder={t('changePassword.confirmPlaceholder')}
      />
      <Button type="submit" block loading={change.isPending}>
        {t('changePassword.submit')}
      </Button>
    </form>
  );
}

/** A remembered username login of this member gets the new password (spec account §4). */
async function updateRemembered(userName: string, password: string): Promise<void> {
  try {
    const record = await loadCredentials('username');
    if (record && record.username.toLowerCase() === userName.toLowerCase()) {
      await saveCredentials({ ...record, password });
    }
  } catch {
    // Remembering is a convenience; the password change itself succeeded.
  }
}
