// The two confirmations of a time-out or self-exclusion: first a dialog saying what happens and until when, then
// one asking for the login password. Only then is the request sent; the server checks both again.
import { type FormEvent, useState } from 'react';
import { ApiError, Button, Dialog, type ExclusionValue, notifyError } from 'shared';
import { FormField } from '../../../components/form-field';
import { useExclusion } from '../api/exclusion';
import { useUntilText } from '../hooks/use-until-text';
import { type ExclusionChoice, exclusionRequest, previewEnd } from '../lib/exclusion';
import { useProtectionTranslation } from '../texts';

export interface ExclusionDialogsProps {
  /** The break being confirmed; null when none is. */
  choice: ExclusionChoice | null;
  onCancel: () => void;
  onDone: (value: ExclusionValue) => void;
}

/** The choice's name: "a time-out of 7 days", "a self-exclusion of 1 year", "a permanent self-exclusion". */
function useChoiceName() {
  const { t } = useProtectionTranslation();
  return (choice: ExclusionChoice) =>
    choice.kind === 'timeout'
      ? t('protection.exclusion.timeoutName', { count: choice.days })
      : t(`protection.exclusion.selfName.${choice.period}`);
}

export function ExclusionDialogs({ choice, onCancel, onDone }: ExclusionDialogsProps) {
  const { t } = useProtectionTranslation();
  const untilText = useUntilText();
  const choiceName = useChoiceName();
  const mutation = useExclusion();
  const [step, setStep] = useState<'confirm' | 'password'>('confirm');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  // The end is previewed from when the dialogs opened (they are keyed per choice).
  const [openedAt] = useState(() => Date.now());

  if (!choice) return null;
  const name = choiceName(choice);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    if (password === '') {
      setError(t('protection.exclusion.passwordRequired'));
      return;
    }
    mutation.mutate(exclusionRequest(choice, password), {
      onSuccess: onDone,
      onError: (failure) => {
        setPassword('');
        if (failure instanceof ApiError && failure.code === 'auth.password_invalid') {
          setError(t('protection.exclusion.passwordWrong'));
        } else {
          notifyError(failure);
        }
      },
    });
  };

  if (step === 'confirm') {
    return (
      // Keyed: each step is its own dialog, so focus moves into the second one and back to the opener at the end.
      <Dialog key="confirm" open onClose={onCancel} title={t('protection.exclusion.confirmTitle')}>
        <div className="acc-rg-dialog">
          <p>
            {t('protection.exclusion.confirmText', {
              name,
              until: untilText(previewEnd(choice, openedAt)),
            })}
          </p>
          <p>{t('protection.exclusion.confirmFinal')}</p>
          <div className="mc-actions">
            <Button variant="secondary" onClick={onCancel}>
              {t('protection.common.cancel')}
            </Button>
            <Button onClick={() => setStep('password')}>{t('protection.exclusion.confirmContinue')}</Button>
          </div>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog key="password" open onClose={onCancel} title={t('protection.exclusion.passwordTitle')}>
      <form className="acc-form" noValidate onSubmit={submit}>
        <p>{t('protection.exclusion.passwordText', { name })}</p>
        <FormField
          label={t('protection.exclusion.password')}
          type="password"
          autoComplete="current-password"
          maxLength={64}
          value={password}
          error={error}
          onChange={(event) => {
            setPassword(event.target.value);
            setError('');
          }}
        />
        <div className="mc-actions">
          <Button variant="secondary" onClick={onCancel}>
            {t('protection.common.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t('protection.exclusion.passwordSubmit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
