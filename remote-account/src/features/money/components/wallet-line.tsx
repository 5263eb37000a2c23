// The balance line of the money pages: the member wallet with a hide-as-asterisks toggle (remembered) and a
// refresh; masked while the wallet is loading or refreshing.
import { bus, Money, useMemberWallet, useMoneyFormat } from 'shared';
import { useBalanceHidden } from '../hooks/use-balance-hidden';
import { useMoneyTranslation } from '../texts';
import { HideIcon, RefreshIcon, ShowIcon } from 'shared';

export function WalletLine() {
  const { t } = useMoneyTranslation();
  const wallet = useMemberWallet();
  const { symbol, scale } = useMoneyFormat();
  const [hidden, toggleHidden] = useBalanceHidden();
  const refreshing = wallet.isFetching || !wallet.data;
  return (
    <div className="acc-money__wallet">
      <span className="acc-money__wallet-label">{t('money.balance')}</span>
      <Money
        amount={wallet.data?.sumBalance ?? 0}
        symbol={symbol}
        scale={scale}
        hidden={hidden}
        masked={refreshing}
        className="acc-money__wallet-amount"
      />
      <button
        type="button"
        className="mc-icon-button"
        aria-pressed={hidden}
        aria-label={hidden ? t('money.showBalance') : t('money.hideBalance')}
        onClick={toggleHidden}
      >
        {hidden ? <ShowIcon /> : <HideIcon />}
      </button>
      <button
        type="button"
        className="mc-icon-button"
        aria-label={t('money.refreshBalance')}
        disabled={wallet.isFetching}
        onClick={() => bus.emit('wallet:refresh', { reason: 'manual' })}
      >
        <RefreshIcon />
      </button>
    </div>
  );
}
