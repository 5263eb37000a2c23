// Setting one limit (a kind and its window) in a bottom sheet: the limit in force and any change waiting, the new
// amount checked live against the server's bounds, and before saving what it will do: apply at once (a first or
// lower limit) or after the 24-hour cooling-off (a higher limit or a removal), or nothing while a raise waits.
import { type FormEvent, useState } from 'react';
import {
  ApiError,
  Button,
  Dialog,
  formatDateTime,
  LIMIT_COOLING_OFF_MS,
  type LimitState,
  notifyError,
  showToast,
  TOAST_DURATION,
  useMoneyFormat,
} from 'shared';
import { limitBounds } from 'shared/validation';
import { FormField } from '../../../components/form-field';
import { useSetLimit } from '../api/settings';
import { useLimitFormat } from '../hooks/use-limit-format';
import { checkLimitInput, limitChange } from '../lib/limit-input';
import { useProtectionTranslation } from '../texts';

export interface LimitDialogProps {
  /** The limit to change; null when the sheet is closed. */
  state: LimitState | null;
  onClose: () => void;
}

export function LimitDialog({ state, onClose }: LimitDialogProps) {
  const { t } = useProtectionTranslation();
  const { figure, windowOf } = useLimitFormat();
  const { scale, symbol } = useMoneyFormat();
  const mutation = useSetLimit();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState('');
  // When a raise would apply is counted from when the sheet opened (it is keyed per opening).
  const [openedAt] = useState(() => Date.now());

  if (!state) return null;
  const { kind, period } = state;
  const bounds = limitBounds(kind);
  const check = checkLimitInput(text, kind, scale);
  const change = check.ok ? limitChange(state, check.value) : null;
  const removal = state.amount === null ? null : limitChange(state, null);
  const coolingOffEnd = formatDateTime(openedAt + LIMIT_COOLING_OFF_MS);
  const pendingEnd = state.pending ? formatDateTime(state.pending.effectiveAt) : '';

  const fieldError =
    serverError ||
    (!check.ok && (touched || text !== '')
      ? t(`protection.limits.problems.${check.problem}`, {
          min: figure(kind, bounds.min),
          max: figure(kind, bounds.max),
        })
      : '');

  const explain = (what: ReturnType<typeof limitChange>) =>
    t(`protection.limits.effect.${what}`, { date: what === 'blocked' ? pendingEnd : coolingOffEnd });

  const save = (amount: number | null) => {
    setServerError('');
    mutation.mutate(
      { kind, period, amount },
      {
        onSuccess: (result) => {
          showToast({
            type: 'success',
            duration: TOAST_DURATION.short,
            message: result.pending
              ? t('protection.limits.savedPending', { date: formatDateTime(result.pending.effectiveAt) })
              : t('protection.limits.savedNow'),
          });
          onClose();
        },
        onError: (error) => {
          if (
            error instanceof ApiError &&
            (error.code === 'limit.cooling_off' || error.code === 'limit.invalid')
          ) {
            setServerError(t(error.messageKey, { ns: 'shared' }));
          } else {
            notifyError(error);
          }
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!check.ok || change === 'blocked' || change === 'unchanged' || mutation.isPending) return;
    save(check.value);
  };

  const title = t('protection.limits.dialogTitle', {
    kind: t(`protection.limits.kinds.${kind}.title`),
    window: windowOf(period),
  });

  return (
    <Dialog open onClose={onClose} title={title} variant="sheet">
      <form className="acc-form" noValidate onSubmit={submit}>
        <dl className="acc-rg-facts">
          <div>
            <dt>{t('protection.limits.current')}</dt>
            <dd>{state.amount === null ? t('protection.limits.none') : figure(kind, state.amount)}</dd>
          </div>
          {state.pending ? (
            <div>
              <dt>{t('protection.limits.pending')}</dt>
              <dd>
                {t(
                  state.pending.amount === null
                    ? 'protection.limits.pendingRemoval'
                    : 'protection.limits.pendingAmount',
                  {
                    amount: state.pending.amount === null ? '' : figure(kind, state.pending.amount),
                    date: pendingEnd,
                  },
                )}
              </dd>
            </div>
          ) : null}
        </dl>
        <FormField
          label={t(kind === 'session' ? 'protection.limits.newMinutes' : 'protection.limits.newAmount', {
            symbol,
          })}
          hint={t('protection.limits.bounds', {
            min: figure(kind, bounds.min),
            max: figure(kind, bounds.max),
          })}
          error={fieldError}
          inputMode={kind === 'session' ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setServerError('');
          }}
          onBlur={() => setTouched(true)}
        />
        {change ? (
          <p
            className={`acc-rg-effect acc-rg-effect--${change}`}
            aria-live="polite"
            data-testid="limit-effect"
          >
            {explain(change)}
          </p>
        ) : null}
        <div className="acc-rg-actions">
          <Button variant="secondary" onClick={onClose}>
            {t('protection.common.cancel')}
          </Button>
          {removal ? (
            <Button
              variant="ghost"
              disabled={removal === 'blocked' || mutation.isPending}
              onClick={() => save(null)}
            >
              {t('protection.limits.remove')}
            </Button>
          ) : null}
          <Button
            type="submit"
            loading={mutation.isPending}
            disabled={!check.ok || change === 'blocked' || change === 'unchanged'}
          >
            {t('protection.common.save')}
          </Button>
        </div>
        {removal ? <p className="acc-rg__hint">{t('protection.limits.removeHint')}</p> : null}
      </form>
    </Dialog>
  );
}
