// One contract: status, settlement, effective dates, when it was offered and answered, its tiers (conditions
// and pay), and for an accepted one the earnings history with the total. An offered one carries Accept / Reject.
import { useId, type ReactNode } from 'react';
import { type AgentContract, type ContractTier, formatDate, Money, useMoneyFormat } from 'shared';
import { useContractsTranslation } from '../texts';

export interface ContractCardProps {
  contract: AgentContract;
  /** Accept / Reject of an offered contract. */
  actions?: ReactNode;
}

const SETTLEMENTS = ['daily', 'half-month', 'hourly'] as const;
const isSettlement = (value: string): value is (typeof SETTLEMENTS)[number] =>
  (SETTLEMENTS as readonly string[]).includes(value);

export function ContractCard({ contract, actions }: ContractCardProps) {
  const { t } = useContractsTranslation();
  const { symbol, scale } = useMoneyFormat();
  const headingId = useId();
  const money = (amount: number) => <Money amount={amount} symbol={symbol} scale={scale} />;
  const pay = (tier: ContractTier) =>
    tier.sharePermille > 0 && tier.amountMinor === 0
      ? t('contracts.tiers.share', { share: tier.sharePermille })
      : money(tier.amountMinor);
  const effective = contract.effectiveTo
    ? t('contracts.effectiveRange', {
        from: formatDate(contract.effectiveFrom),
        to: formatDate(contract.effectiveTo),
      })
    : t('contracts.openEnded', { from: formatDate(contract.effectiveFrom) });
  const decided = contract.status !== 'offered';

  return (
    <article
      className={`agt-card agt-contract agt-contract--${contract.status}`}
      aria-labelledby={headingId}
      data-testid="contract"
    >
      <div className="agt-contract__head">
        <h3 id={headingId}>{t(`contracts.kind.${contract.kind}`)}</h3>
        <span className={`agt-tag agt-tag--${contract.status}`}>
          {t(`contracts.status.${contract.status}`)}
        </span>
      </div>
      <dl className="agt-figures">
        <div>
          <dt>{t('contracts.settlement')}</dt>
          <dd>
            {isSettlement(contract.settlement)
              ? t(`contracts.settlements.${contract.settlement}`)
              : contract.settlement}
          </dd>
        </div>
        <div>
          <dt>{t('contracts.effective')}</dt>
          <dd>{effective}</dd>
        </div>
        <div>
          <dt>{t('contracts.offeredAt')}</dt>
          <dd>{formatDate(contract.offeredAt)}</dd>
        </div>
        {decided && contract.decidedAt && (
          <div>
            <dt>{t('contracts.decidedAt')}</dt>
            <dd>{formatDate(contract.decidedAt)}</dd>
          </div>
        )}
      </dl>
      <table className="agt-tiers">
        <caption>{t('contracts.tiers.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('contracts.tiers.tier')}</th>
            <th scope="col">{t('contracts.tiers.activeMembers')}</th>
            <th scope="col">{t('contracts.tiers.teamBet')}</th>
            <th scope="col">{t('contracts.tiers.pay')}</th>
          </tr>
        </thead>
        <tbody>
          {contract.tiers.map((tier, index) => (
            <tr key={index}>
              <th scope="row">{index + 1}</th>
              <td>{tier.minActiveMembers}</td>
              <td>{money(tier.minTeamBetMinor)}</td>
              <td>{pay(tier)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {decided && contract.status !== 'rejected' && (
        <section className="agt-earnings" aria-label={t('contracts.earnings.heading')}>
          <h4>{t('contracts.earnings.heading')}</h4>
          {contract.earnings.length === 0 ? (
            <p className="agt-muted">{t('contracts.earnings.empty')}</p>
          ) : (
            <ul className="agt-earnings__list">
              {contract.earnings.map((earning) => (
                <li key={`${earning.periodStart}-${earning.tier}`}>
                  <span>
                    {t('contracts.effectiveRange', {
                      from: formatDate(earning.periodStart),
                      to: formatDate(earning.periodEnd),
                    })}
                  </span>
                  <span className="agt-muted">{t('contracts.earnings.tier', { tier: earning.tier })}</span>
                  <strong>{money(earning.amountMinor)}</strong>
                </li>
              ))}
            </ul>
          )}
          <p className="agt-earnings__total" data-testid="total-earned">
            {t('contracts.earnings.total')} <strong>{money(contract.totalEarnedMinor)}</strong>
          </p>
        </section>
      )}
      {actions}
    </article>
  );
}
