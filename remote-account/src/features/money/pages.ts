// The money pages of the member area by route id (deposit, withdraw, records, profit and loss).
import type { ComponentType } from 'react';
import { DepositPage } from './components/deposit-page';
import { ProfitAndLossPage } from './components/profit-and-loss-page';
import {
  AccountRecordPage,
  BettingRecordPage,
  DepositRecordPage,
  WithdrawRecordPage,
} from './components/record-pages';
import { WithdrawPage } from './components/withdraw-page';

export const MONEY_PAGES: Partial<Record<string, ComponentType>> = {
  deposit: DepositPage,
  withdraw: WithdrawPage,
  depositRecord: DepositRecordPage,
  withdrawRecord: WithdrawRecordPage,
  transactionRecord: AccountRecordPage,
  bettingRecord: BettingRecordPage,
  profitAndLoss: ProfitAndLossPage,
};
