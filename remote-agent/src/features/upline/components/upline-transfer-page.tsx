// Upline transfer (/m/upLine/transfer): the member's upline and balance, then the amount and payment password
// form shared with the agency centre's downline transfer. Success: a toast, the wallet and this page refreshed.
import { EmptyState, LoadFailed, Money, showToast, Skeleton, useMoneyFormat } from 'shared';
import { PageFrame } from '../../../components/page-frame';
import { TransferForm } from '../../../components/transfer-form';
import { useUplineTransfer, useUplineTransferInfo } from '../api/upline-transfer';
import '../upline.css';
import { useUplineTranslation } from '../texts';

export function UplineTransferPage() {
  const { t } = useUplineTranslation();
  const { symbol, scale, format } = useMoneyFormat();
  const info = useUplineTransferInfo();
  const transfer = useUplineTransfer();

  let body;
  if (info.data && info.data.upline === null) body = <EmptyState text={t('upline.noUpline')} />;
  else if (info.data?.upline) {
    const upline = info.data.upline;
    body = (
      <>
        <dl className="agt-card agt-upline">
          <div>
            <dt>{t('upline.upline')}</dt>
            <dd data-testid="upline-account">{upline.account}</dd>
          </div>
          <div>
            <dt>{t('upline.balance')}</dt>
            <dd data-testid="upline-balance">
              <Money amount={info.data.balanceMinor} symbol={symbol} scale={scale} masked={info.isFetching} />
            </dd>
          </div>
        </dl>
        <TransferForm
          balanceMinor={info.data.balanceMinor}
          submitLabel={t('upline.submit')}
          send={({ amountMinor, paymentPassword, idempotencyKey }) =>
            transfer.mutateAsync({ amountMinor, paymentPassword, idempotencyKey })
          }
          onDone={(value) =>
            showToast({
              type: 'success',
              message: t('upline.done', { amount: format(value.amountMinor), account: upline.account }),
            })
          }
        />
      </>
    );
  } else if (info.isError) body = <LoadFailed onRetry={() => void info.refetch()} />;
  else body = <Skeleton rows={3} />;

  return (
    <PageFrame title={t('upline.title')} fallback="/m/member" className="agt-upline-page">
      {body}
    </PageFrame>
  );
}
