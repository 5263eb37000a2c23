// What the deposit page shows before its form (composed there by the exposes): a link to responsible gaming;
// while the member has not answered the deposit-limit prompt, the prompt instead of the form (set a limit, or
// the active opt-out "No limit for now"); afterwards the deposit limits with what remains, then the form.
// The server does not refuse a deposit while the prompt is unanswered: asking is the client's duty.
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  canonicalPath,
  type LimitState,
  LoadFailed,
  MONEY_LIMIT_PERIODS,
  type MoneyLimitPeriod,
  notifyError,
  Skeleton,
  useMoneyFormat,
} from 'shared';
import { limitBounds } from 'shared/validation';
import { FormField } from '../../../components/form-field';
import { useProtectionOverview } from '../api/overview';
import { useDepositLimitOptOut, useSetLimit } from '../api/settings';
import { useLimitFormat } from '../hooks/use-limit-format';
import { useOpenRoutes } from '../hooks/use-open-routes';
import { useProtectionFlags } from '../hooks/use-protection-flags';
import { checkLimitInput } from '../lib/limit-input';
import { useProtectionTranslation } from '../texts';

function DepositLimitPrompt() {
  const { t } = useProtectionTranslation();
  const { figure, windowOf } = useLimitFormat();
  const { scale, symbol } = useMoneyFormat();
  const setLimit = useSetLimit();
  const optOut = useDepositLimitOptOut();
  const [period, setPeriod] = useState<MoneyLimitPeriod>('day');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const check = checkLimitInput(text, 'deposit', scale);
  const bounds = limitBounds('deposit');
  const busy = setLimit.isPending || optOut.isPending;
  const error =
    !check.ok && (touched || text !== '')
      ? t(`protection.limits.problems.${check.problem}`, {
          min: figure('deposit', bounds.min),
          max: figure('deposit', bounds.max),
        })
      : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!check.ok || busy) return;
    setLimit.mutate({ kind: 'deposit', period, amount: check.value }, { onError: notifyError });
  };

  return (
    <form className="acc-rg-card acc-form" noValidate onSubmit={submit} aria-labelledby="acc-rg-prompt">
      <h2 id="acc-rg-prompt">{t('protection.prompt.title')}</h2>
      <p>{t('protection.prompt.text')}</p>
      <fieldset className="acc-rg-choices">
        <legend>{t('protection.prompt.period')}</legend>
        {MONEY_LIMIT_PERIODS.map((value) => (
          <label key={value} className="acc-rg-choice">
            <input
              type="radio"
              name="deposit-limit-period"
              checked={period === value}
              onChange={() => setPeriod(value)}
            />
            <span>{windowOf(value)}</span>
          </label>
        ))}
      </fieldset>
      <FormField
        label={t('protection.limits.newAmount', { symbol })}
        hint={t('protection.prompt.hint')}
        error={error}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => setTouched(true)}
      />
      <div className="mc-actions">
        <Button type="submit" loading={setLimit.isPending} disabled={optOut.isPending}>
          {t('protection.prompt.set')}
        </Button>
        <Button
          variant="secondary"
          loading={optOut.isPending}
          disabled={setLimit.isPending}
          onClick={() => optOut.mutate(undefined, { onError: notifyError })}
        >
          {t('protection.prompt.optOut')}
        </Button>
      </div>
    </form>
  );
}

/** The deposit limits in force, each with what may still be deposited in its window. */
function DepositLimitSummary({ limits }: { limits: LimitState[] }) {
  const { t } = useProtectionTranslation();
  const { figure, windowOf } = useLimitFormat();
  const set = limits.filter((state) => state.kind === 'deposit' && state.amount !== null);
  if (set.length === 0) return null;
  return (
    <ul className="acc-rg-summary" aria-label={t('protection.prompt.summary')} data-testid="deposit-limits">
      {set.map((state) => (
        <li key={state.period}>
          {t('protection.prompt.remaining', {
            remaining: figure('deposit', state.remaining ?? 0),
            limit: figure('deposit', state.amount ?? 0),
            window: windowOf(state.period),
          })}
        </li>
      ))}
    </ul>
  );
}

export function DepositLimitGate({ children }: { children: ReactNode }) {
  const { t } = useProtectionTranslation();
  const { limits: limitsOn } = useProtectionFlags();
  const overview = useProtectionOverview(limitsOn);
  const hubOpen = useOpenRoutes(['responsibleGaming'] as const).length > 0;

  const link = hubOpen ? (
    <p className="acc-rg__hint">
      <Link to={canonicalPath('responsibleGaming')} className="acc-link">
        {t('protection.prompt.link')}
      </Link>
    </p>
  ) : null;

  let body: ReactNode = children;
  if (limitsOn) {
    if (overview.isError) body = <LoadFailed onRetry={() => void overview.refetch()} />;
    else if (!overview.data) body = <Skeleton rows={4} />;
    else if (!overview.data.depositLimitAnswered) body = <DepositLimitPrompt />;
    else
      body = (
        <>
          <DepositLimitSummary limits={overview.data.limits} />
          {children}
        </>
      );
  }

  return (
    <>
      {link}
      {body}
    </>
  );
}
