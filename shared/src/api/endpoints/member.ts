// Member info and wallets of the signed-in member; both keyed by the token so a new session never sees the
// previous one's data. Member info is also mirrored into the session atoms for non-React readers.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useFirstContentShown } from '../../state/first-load';
import { mcStore } from '../../state/store';
import { activeSessionAtom, memberInfoAtom, walletAtom } from '../../session/session';
import { api, getStartRequest } from '../api';
import {
  API_PATHS,
  MONEY_PATHS,
  type MemberInfo,
  type MemberWallet,
  type MerchantWallet,
  type RankProgress,
} from '../contract';
import type { SessionInfo } from '../../session/session';
import { isGuestLikeType } from '../../session/member-rules';
import { useSessionToken } from '../../session/use-session-token';

export const memberKeys = {
  all: ['member'] as const,
  info: (token: string | null) => ['member', 'info', token] as const,
  wallet: (token: string | null) => ['member', 'wallet', token] as const,
};

export async function fetchMemberInfo(): Promise<MemberInfo> {
  const info = await getStartRequest<MemberInfo>('memberInfo');
  mcStore.set(memberInfoAtom, info);
  return info;
}

export async function fetchMemberWallet(): Promise<MemberWallet> {
  const wallet = await getStartRequest<MemberWallet>('memberWallet');
  mcStore.set(walletAtom, wallet);
  return wallet;
}

export function fetchMerchantWallet(): Promise<MerchantWallet> {
  return api.get<MerchantWallet>(API_PATHS.merchantWallet, { moduleId: 'FUNDTRANS3' });
}

/** The member info query of a session (none without one): the hook's, and the one started at boot. */
export const memberInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: memberKeys.info(token),
    queryFn: fetchMemberInfo,
    enabled: token !== null,
    staleTime: 30_000,
  });

/** The member wallet query of a session: the hook's, and the one started at boot. */
export const memberWalletQuery = (token: string | null) =>
  queryOptions({
    queryKey: memberKeys.wallet(token),
    queryFn: fetchMemberWallet,
    enabled: token !== null,
    staleTime: 15_000,
  });

export function useMemberInfo() {
  return useQuery(memberInfoQuery(useSessionToken()));
}

/** How recent member info counts as renewed already when a page opens. */
export const MEMBER_INFO_RENEWED_WITHIN_MS = 10_000;

/**
 * Member info, renewed when the page opens with a session (spec: home and the member centre renew it). Info that
 * is being fetched or was fetched within MEMBER_INFO_RENEWED_WITHIN_MS is renewed already: on a first visit the
 * page's start call has just asked, and right after sign-in the header has. Asking again would cost a second call
 * in the page's first second, and on a slow phone delay the page's main paint.
 */
export function useRenewedMemberInfo() {
  const token = useSessionToken();
  const info = useMemberInfo();
  const client = useQueryClient();
  const { refetch } = info;
  useEffect(() => {
    if (token === null) return;
    // Read when the page opens or a session begins, after the query's own mount (which asks when it has nothing).
    const state = client.getQueryState(memberKeys.info(token));
    if (state?.fetchStatus === 'fetching') return;
    if (state && Date.now() - state.dataUpdatedAt < MEMBER_INFO_RENEWED_WITHIN_MS) return;
    void refetch();
  }, [client, token, refetch]);
  return info;
}

export function useMemberWallet() {
  return useQuery(memberWalletQuery(useSessionToken()));
}

export function useMerchantWallet() {
  return useQuery({ queryKey: ['merchant', 'wallet'], queryFn: fetchMerchantWallet, staleTime: 10 * 60_000 });
}

/** Whether a session has a mailbox and reward counts (members and agents; not guests or trial sessions). */
export const hasMemberArea = (session: SessionInfo | null): session is SessionInfo =>
  session !== null && !isGuestLikeType(session.type);

/**
 * Inbox unread count (spec: throttled 250 ms, no alert): the member centre's mail entry and the header's badge. Not
 * for trial sessions. Asked for once the page's first content is on screen (firstContentShownAtom), as every badge
 * count is; with `fetching` false it asks for nothing (a count already known still shows).
 */
export const mailUnreadQuery = (session: SessionInfo | null, fetching = true) =>
  queryOptions({
    queryKey: ['member', 'mail', 'unread', session?.token ?? null] as const,
    queryFn: () => api.get<{ unread: number }>(MONEY_PATHS.mailUnread, { moduleId: 'COMM3' }),
    enabled: fetching && hasMemberArea(session),
    staleTime: 250,
    meta: { silent: true },
  });

export function useMailUnread() {
  const session = useAtomValue(activeSessionAtom, { store: mcStore });
  return useQuery({ ...mailUnreadQuery(session, useFirstContentShown()), select: (value) => value.unread });
}

/** Unclaimed rewards and missions: the member tab's badge and the reward-centre bubble (after the first content). */
export const rewardCountsQuery = (session: SessionInfo | null, fetching = true) =>
  queryOptions({
    queryKey: ['member', 'rewards', 'counts', session?.token ?? null] as const,
    queryFn: () =>
      api.get<{ unclaimed: number; missions: number }>(MONEY_PATHS.rewardCounts, { moduleId: 'FUNDTRANS3' }),
    enabled: fetching && hasMemberArea(session),
    staleTime: 30_000,
    meta: { silent: true },
  });

export function useRewardCounts() {
  const session = useAtomValue(activeSessionAtom, { store: mcStore });
  return useQuery(rewardCountsQuery(session, useFirstContentShown()));
}

/**
 * The member's rank progress (spec account §3, §7): the VIP label and progress bar of the member header, the
 * benefits page. The header still shows without a label when this fails, so the page does not toast for it.
 */
export const rankProgressQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'rank', token] as const,
    queryFn: () => getStartRequest<RankProgress>('rankProgress'),
    enabled: token !== null,
    staleTime: 60_000,
    meta: { silent: true },
  });

export function useRankProgress() {
  return useQuery(rankProgressQuery(useSessionToken()));
}
