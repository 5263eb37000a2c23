// A bound payout account as one line: provider (or bank) name, masked number and holder.
import { type PayoutAccount } from 'shared';
import { ChannelIcon } from './channel-icon';
import { useMoneyTranslation } from '../texts';

export function PayoutAccountLabel({ account }: { account: PayoutAccount }) {
  const { t } = useMoneyTranslation();
  const provider =
    account.provider === 'BANK' && account.bankName
      ? account.bankName
      : t(`money.provider.${account.provider}`);
  return (
    <>
      <ChannelIcon provider={account.provider} />
      <span className="acc-money-choice__text">
        <strong>
          {provider} <span className="acc-money-number">{account.accountNumberMasked}</span>
        </strong>
        <small>{account.accountName}</small>
      </span>
    </>
  );
}
