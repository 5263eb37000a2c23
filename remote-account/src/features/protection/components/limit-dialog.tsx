// Setting one limit (a kind and its window) in a bottom sheet: the limit in force and any change waiting, the new
// amount checked live against the server's bounds, and before saving what it will do: apply at once (a first or
// lower limit) or after the 24-hour cooling-off (a higher limit or a removal), or nothing while a raise waits.
import { useState } from 'react';
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
import { useSiteForm } from 'shared/forms';
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
  // When a raise would apply is counted from when the sheet opened (it is keyed per opening).
  const [openedAt] = useState(() => Date.now());
  const form = useSiteForm<{ amount: string }>({
    defaultValues: { amount: '' },
    // The new amount, checked live against the server's bounds of the kind.
    rules: state
      ? {
          amount: (text) => {
            const found = checkLimitInput(text, state.kind, scale);
            const bounds = limitBounds(state.kind);
            return (
              !found.ok && {
                ns: 'protection',
                key: `protection.limits.problems.${found.problem}`,
                params: { min: figure(state.kind, bounds.min), max: figure(state.kind, bounds.max) },
              }
            );
          },
        }
      : {},
    mode: 'onChange',
    onSubmit: () => {
      if (!check?.ok || change === 'blocked' || change === 'unchanged' || mutation.isPending) return;
      save(check.value);
    },
  });
  const text = form.watch('amount');
  const check = state ? checkLimitInput(text, state.kind, scale) : null;
  const change = state && check?.ok ? limitChange(state, check.value) : null;

  if (!state || !check) return null;
  const { kind, period } = state;
  const bounds = limitBounds(kind);
  const { isTouched: touched } = form.getFieldState('amount', form.formState);
  const removal = state.amount === null ? null : limitChange(state, null);
  const coolingOffEnd = formatDateTime(openedAt + LIMIT_COOLING_OFF_MS);
  const pendingEnd = state.pending ? formatDateTime(state.pending.effectiveAt) : '';

  // A message shows once something is typed, the field was left or a save was tried.
  const fieldError =
    touched || text !== '' || form.formState.isSubmitted || form.hasServerError
      ? form.liveMessageOf('amount')
      : '';

  const explain = (what: ReturnType<typeof limitChange>) =>
    t(`protection.limits.effect.${what}`, { date: what === 'blocked' ? pendingEnd : coolingOffEnd });

  function save(amount: number | null) {
    form.clearServerErrors();
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
            form.setServerError('amount', t(error.messageKey, { ns: 'shared' }));
          } else {
            notifyError(error);
          }
        },
      },
    );
  }

  const title = t('protection.limits.dialogTitle', {
    kind: t(`protection.limits.kinds.${kind}.title`),
    window: windowOf(period),
  });

  return (
    <Dialog open onClose={onClose} title={title} variant="sheet">
      <form className="acc-form" noValidate onSubmit={(event) => void form.submit(event)}>
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
          {...form.register('amount', { onChange: () => form.clearServerErrors() })}
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
        <div className="mc-actions">
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
