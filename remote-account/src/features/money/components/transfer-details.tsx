// Manual transfer instructions: the receiving account of the chosen channel with a copy button.
import { useId } from 'react';
import { copyWithToast, type DepositChannel } from 'shared';
import { useMoneyTranslation } from '../texts';

export function TransferDetails({ channel, amount }: { channel: DepositChannel; amount: string | null }) {
  const { t } = useMoneyTranslation();
  const titleId = useId();
  const copy = () => copyWithToast(channel.receivingAccountNumber);
  return (
    <section className="acc-money-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="acc-money-card__title">
        {t('money.transfer.title')}
      </h2>
      <ol className="acc-money-steps">
        <li>
          {amount
            ? t('money.transfer.sendAmount', { amount, channel: channel.name })
            : t('money.transfer.send', { channel: channel.name })}
        </li>
        <li>{t('money.transfer.enterReference')}</li>
      </ol>
      <dl className="acc-money-facts">
        <div className="acc-money-facts__row">
          <dt>{t('money.transfer.accountName')}</dt>
          <dd>{channel.receivingAccountName}</dd>
        </div>
        <div className="acc-money-facts__row">
          <dt>{t('money.transfer.accountNumber')}</dt>
          <dd className="acc-money-facts__copy">
            <span className="acc-money-number" data-testid="receiving-account">
              {channel.receivingAccountNumber}
            </span>
            <button
              type="button"
              className="mc-chip"
              aria-label={t('money.transfer.copyNumber', { number: channel.receivingAccountNumber })}
              onClick={() => void copy()}
            >
              {t('money.transfer.copy')}
            </button>
          </dd>
        </div>
      </dl>
    </section>
  );
}
