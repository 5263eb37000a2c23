// The money pages of the member area by route id (withdraw, records, profit and loss; deposit, which needs player
// protection's limit prompt, is put together in exposes/pages.tsx), each in a chunk of its own (`page-<route id>`,
// shared/src/ui/page-switch.tsx); the record pages share one module, so one chunk named after all four.
import type { PageLoader } from 'shared';

export const MONEY_PAGES: Partial<Record<string, PageLoader>> = {
  withdraw: () =>
    import(/* webpackChunkName: "page-withdraw" */ './components/withdraw-page').then((m) => m.WithdrawPage),
  depositRecord: () =>
    import(
      /* webpackChunkName: "page-depositRecord~withdrawRecord~transactionRecord~bettingRecord" */ './components/record-pages'
    ).then((m) => m.DepositRecordPage),
  withdrawRecord: () =>
    import(
      /* webpackChunkName: "page-depositRecord~withdrawRecord~transactionRecord~bettingRecord" */ './components/record-pages'
    ).then((m) => m.WithdrawRecordPage),
  transactionRecord: () =>
    import(
      /* webpackChunkName: "page-depositRecord~withdrawRecord~transactionRecord~bettingRecord" */ './components/record-pages'
    ).then((m) => m.AccountRecordPage),
  bettingRecord: () =>
    import(
      /* webpackChunkName: "page-depositRecord~withdrawRecord~transactionRecord~bettingRecord" */ './components/record-pages'
    ).then((m) => m.BettingRecordPage),
  profitAndLoss: () =>
    import(/* webpackChunkName: "page-profitAndLoss" */ './components/profit-and-loss-page').then(
      (m) => m.ProfitAndLossPage,
    ),
};
