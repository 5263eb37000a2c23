// Change password (spec account §2, §4): read-only username; the old password only when none is held from this
// page's login; new and confirmation with show/hide. The same password is refused without a call; a success
// holds the new password, updates a remembered record and goes home after 1 s.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { bus, Button, REDIRECT_MS, sessionAtom, TOAST_DURATION, useAtomValue } from 'shared';
import { checkConfirmPassword, checkField, type RuleMessage } from 'shared/validation';
import { useChangePassword } from '../api/change-password';
import { usePasswordRule } from '../api/register-config';
import { useInputRefs } from '../hooks/use-input-refs';
import { ruleText } from '../lib/rule-text';
import { failureToast, loadingToast, successToast } from '../lib/toasts';
import { heldPassword, holdPassword } from '../remember/held-password';
import { load as loadCredentials, save as saveCredentials } from '../remember/remembered-credentials';
import { Field } from './field';
import { useAuthTranslation } from '../texts';

export interface ChangePasswordFormProps {
  onDone: () => void;
}

type Name = 'oldPassword' | 'newPassword' | 'confirmNewPassword';
const ORDER: readonly Name[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];
const TOAST_ID = 'account:change-password';

export function ChangePasswordForm({ onDone }: ChangePasswordFormProps) {
  const { t } = useAuthTranslation();
  const session = useAtomValue(sessionAtom);
  const change = useChangePassword();
  const passwordRule = usePasswordRule();
  // Read once: the form asks for the old password only when this page did not see it typed.
  const [held] = useState(heldPassword);
  const [values, setValues] = useState<Record<Name, string>>({
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Name, RuleMessage[]>>>({});
  const inputs = useInputRefs<Name>();
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

  const validate = (next: Record<Name, string>): Partial<Record<Name, RuleMessage[]>> => {
    const found: Partial<Record<Name, RuleMessage[]>> = {};
    if (held === null && next.oldPassword === '') found.oldPassword = [{ key: 'validation.required' }];
    const fresh = checkField(passwordRule, next.newPassword);
    if (!fresh.pass) found.newPassword = fresh.messages;
    const confirm = checkConfirmPassword(next.newPassword, next.confirmNewPassword);
    if (!confirm.pass) found.confirmNewPassword = confirm.messages;
    return found;
  };

  const recheck = (names: readonly Name[], next: Record<Name, string>) => {
    const found = validate(next);
    setErrors((current) => {
      const updated = { ...current };
      for (const name of names) updated[name] = found[name];
      return updated;
    });
  };

  const update = (name: Name, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    const names: Name[] = errors[name]?.length ? [name] : [];
    if (name === 'newPassword' && next.confirmNewPassword !== '') names.push('confirmNewPassword');
    if (names.length) recheck(names, next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending || redirect.current) return;
    const found = validate(values);
    setErrors(found);
    const first = ORDER.find((name) => found[name]);
    if (first) {
      inputs.focus(first);
      return;
    }
    const oldPassword = held ?? values.oldPassword;
    if (values.newPassword === oldPassword) {
      bus.emit('toast', { type: 'fail', message: t('changePassword.same'), id: TOAST_ID });
      inputs.focus('newPassword');
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
    ref: inputs.ref(name),
    name,
    secret: true,
    value: values[name],
    maxLength: 64,
    error: ruleText(errors[name]),
    onChange: (event: { target: { value: string } }) => update(name, event.target.value),
    onBlur: () => recheck([name], values),
  });

  return (
    <form className="acc-form" onSubmit={(event) => void submit(event)} noValidate>
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
