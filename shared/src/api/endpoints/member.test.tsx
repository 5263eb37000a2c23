// Member info renewed when a page opens (home, the member centre): asked again when it is older than a few
// seconds, not when the page's start call or the sign-in has just fetched it or is fetching it.
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { api } from '../api';
import type { MemberInfo } from '../contract';
import { createQueryClient } from '../../state/query-client';
import { mcStore } from '../../state/store';
import { sessionAtom } from '../../session/session';
import { MEMBER_INFO_RENEWED_WITHIN_MS, memberKeys, useRenewedMemberInfo } from './member';

const info = (nickname: string): MemberInfo => ({
  id: 1,
  type: 0,
  nickname,
  account: 'demo01',
  regDate: '2026-01-01T00:00:00Z',
  toUpline: false,
});

function signIn() {
  mcStore.set(sessionAtom, {
    token: 'token-1',
    merchantCode: 'vsbdtf5',
    userName: 'demo01',
    type: 0,
    firstTimeLogin: false,
    expiresAt: Date.now() + 3_600_000,
  });
}

/** The API answers member info with `answer`; returns the spy to count the calls. */
const serveInfo = (answer: MemberInfo) =>
  jest
    .spyOn(api, 'get')
    .mockImplementation((path: string) =>
      path === '/wps/member/info' ? Promise.resolve(answer) : Promise.reject(new Error(`unexpected ${path}`)),
    );

const infoCalls = (spy: jest.SpyInstance) =>
  spy.mock.calls.filter(([path]) => path === '/wps/member/info').length;

function open(seed?: { data: MemberInfo; ageMs: number }) {
  const client = createQueryClient();
  if (seed)
    client.setQueryData(memberKeys.info('token-1'), seed.data, { updatedAt: Date.now() - seed.ageMs });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useRenewedMemberInfo(), { wrapper }).result;
}

afterEach(() => {
  jest.restoreAllMocks();
  mcStore.set(sessionAtom, null);
});

test('info older than the window is asked again when the page opens, and the page gets the new info', async () => {
  signIn();
  const spy = serveInfo(info('renewed'));
  const result = open({ data: info('old'), ageMs: MEMBER_INFO_RENEWED_WITHIN_MS + 1_000 });
  await waitFor(() => expect(result.current.data?.nickname).toBe('renewed'));
  expect(infoCalls(spy)).toBe(1);
});

test('info fetched a moment ago (the start call, the sign-in) counts as renewed: no second call', async () => {
  signIn();
  const spy = serveInfo(info('renewed'));
  const result = open({ data: info('fresh'), ageMs: 500 });
  // The page shows what it has; nothing is asked, now or after the query's own effects have run.
  expect(result.current.data?.nickname).toBe('fresh');
  await waitFor(() => expect(result.current.isFetching).toBe(false));
  expect(infoCalls(spy)).toBe(0);
});

test('without info the page asks once, not once for the query and again for the renewal', async () => {
  signIn();
  const spy = serveInfo(info('first'));
  const result = open();
  await waitFor(() => expect(result.current.data?.nickname).toBe('first'));
  expect(infoCalls(spy)).toBe(1);
});

test('without a session nothing is asked', () => {
  const spy = serveInfo(info('nobody'));
  const result = open();
  expect(result.current.data).toBeUndefined();
  expect(infoCalls(spy)).toBe(0);
});
