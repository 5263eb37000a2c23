// Test helpers of the money pages: render inside the remote's providers and a router (with a probe showing the
// current path), a signed-in session, and fixtures of the money contract.
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  type DepositChannel,
  type DepositPromo,
  type DepositRecord,
  mcStore,
  type PayoutAccount,
  sessionAtom,
  type WithdrawInfo,
} from 'shared';
import type { Flags } from 'shared/testing';
import { renderWithProviders } from '../../../testing/render';

function PathProbe() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/**
 * Render `ui` at `path` (with `history` before it) in the providers, with the given white-label flags on; the
 * current path is in testid 'path'.
 */
export function renderMoney(
  ui: ReactElement,
  { path = '/m/page', history = [], flags = {} }: { path?: string; history?: string[]; flags?: Flags } = {},
) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[...history, path]} initialIndex={history.length}>
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
      <PathProbe />
    </MemoryRouter>,
    flags,
  );
}

export function signIn() {
  mcStore.set(sessionAtom, {
    token: 'test-token',
    merchantCode: 'vsbdtf5',
    userName: 'demo01',
    type: 0,
    firstTimeLogin: false,
    expiresAt: Date.now() + 1e6,
  });
}

export function signOut() {
  mcStore.set(sessionAtom, null);
}

export const BKASH: DepositChannel = {
  id: 1,
  provider: 'BKASH',
  kind: 'e_wallet',
  name: 'bKash',
  minMinor: 200_00,
  maxMinor: 25_000_00,
  presetsMinor: [500_00, 1_000_00, 5_000_00],
  receivingAccountName: 'MC Payments',
  receivingAccountNumber: '01712345678',
  referenceRequired: true,
};

export const NAGAD: DepositChannel = {
  ...BKASH,
  id: 2,
  provider: 'NAGAD',
  name: 'Nagad',
  minMinor: 100_00,
  maxMinor: 10_000_00,
  receivingAccountNumber: '01898765432',
};

export const WELCOME_PROMO: DepositPromo = {
  id: 7,
  title: 'Welcome 10%',
  bonusBasisPoints: 1000,
  maxBonusMinor: 500_00,
  minDepositMinor: 300_00,
  turnoverMultiplier: 5,
};

export function depositRecord(overrides: Partial<DepositRecord> = {}): DepositRecord {
  return {
    id: 41,
    channelName: 'bKash',
    amountMinor: 1_000_00,
    bonusMinor: 0,
    reference: 'TRX12345',
    status: 'pending',
    createdAt: '2025-06-15T04:00:00Z',
    decidedAt: null,
    ...overrides,
  };
}

export const BKASH_ACCOUNT: PayoutAccount = {
  id: 3,
  kind: 'e_wallet',
  provider: 'BKASH',
  accountNumberMasked: '*******5678',
  accountName: 'Rahim Uddin',
  bankName: '',
};

export function withdrawInfo(overrides: Partial<WithdrawInfo> = {}): WithdrawInfo {
  return {
    balanceMinor: 3_000_00,
    withdrawableMinor: 2_000_00,
    turnoverRemainingMinor: 0,
    minMinor: 500_00,
    maxMinor: 50_000_00,
    accounts: [BKASH_ACCOUNT],
    paymentPasswordSet: true,
    ...overrides,
  };
}
