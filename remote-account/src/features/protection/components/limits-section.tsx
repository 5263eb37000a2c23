// The limits of the hub: one card per kind (deposit, loss, wager, session time) with a row per rolling window —
// the limit, what is used and what remains, and a change waiting out the cooling-off with the time it applies —
// each with a button opening the sheet that sets it.
import { useState } from 'react';
import { Button, formatDateTime, LIMIT_KINDS, type LimitKind, type LimitState } from 'shared';
import { useLimitFormat } from '../hooks/use-limit-format';
import { LimitDialog } from './limit-dialog';
import { useProtectionTranslation } from '../texts';

function LimitRow({ state, onEdit }: { state: LimitState; onEdit: () => void }) {
  const { t } = useProtectionTranslation();
  const { figure, windowOf } = useLimitFormat();
  const { kind, amount, pending } = state;
  const windowText = windowOf(state.period);
  const actionText = t(amount === null ? 'protection.limits.set' : 'protection.limits.change');
  return (
    <li className="acc-rg-limit" data-testid={`limit-${kind}-${state.period}`}>
      <div className="acc-rg-limit__text">
        <span className="acc-rg-limit__window">{windowText}</span>
        {amount === null ? (
          <span>{t('protection.limits.none')}</span>
        ) : (
          <dl className="acc-rg-facts acc-rg-facts--inline">
            <div>
              <dt>{t('protection.limits.limit')}</dt>
              <dd>{figure(kind, amount)}</dd>
            </div>
            <div>
              <dt>{t('protection.limits.used')}</dt>
              <dd>{figure(kind, state.used)}</dd>
            </div>
            <div>
              <dt>{t('protection.limits.remaining')}</dt>
              <dd>{figure(kind, state.remaining ?? 0)}</dd>
            </div>
          </dl>
        )}
        {pending ? (
          <span className="acc-rg-limit__pending">
            {pending.amount === null
              ? t('protection.limits.pendingRemoval', { date: formatDateTime(pending.effectiveAt) })
              : t('protection.limits.pendingAmount', {
                  amount: figure(kind, pending.amount),
                  date: formatDateTime(pending.effectiveAt),
                })}
          </span>
        ) : null}
      </div>
      <Button
        variant="secondary"
        onClick={onEdit}
        aria-label={t('protection.limits.editLabel', {
          action: actionText,
          kind: t(`protection.limits.kinds.${kind}.title`),
          window: windowText,
        })}
      >
        {actionText}
      </Button>
    </li>
  );
}

export function LimitsSection({ limits }: { limits: LimitState[] }) {
  const { t } = useProtectionTranslation();
  const [editing, setEditing] = useState<LimitState | null>(null);
  // A fresh sheet (empty field) each time one opens.
  const [opened, setOpened] = useState(0);
  const byKind = (kind: LimitKind) => limits.filter((state) => state.kind === kind);

  return (
    <section className="acc-rg-section" aria-labelledby="acc-rg-limits">
      <h2 id="acc-rg-limits">{t('protection.limits.title')}</h2>
      <p className="acc-rg__hint">{t('protection.limits.intro')}</p>
      {LIMIT_KINDS.filter((kind) => byKind(kind).length > 0).map((kind) => (
        <article key={kind} className="acc-rg-card" aria-labelledby={`acc-rg-kind-${kind}`}>
          <h3 id={`acc-rg-kind-${kind}`}>{t(`protection.limits.kinds.${kind}.title`)}</h3>
          <p className="acc-rg__hint">{t(`protection.limits.kinds.${kind}.about`)}</p>
          <ul className="acc-rg-limits">
            {byKind(kind).map((state) => (
              <LimitRow
                key={state.period}
                state={state}
                onEdit={() => {
                  setOpened((count) => count + 1);
                  setEditing(state);
                }}
              />
            ))}
          </ul>
        </article>
      ))}
      <LimitDialog key={opened} state={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
