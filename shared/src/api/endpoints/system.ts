// System status (0 normal, 1 maintenance, 2 region restricted) and the merchant's white-label config.
// Status: the cached value first, refreshed in the background (spec lobby §2 "System status").
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readJson, writeJson } from '../../state/storage';
import { getStartRequest } from '../api';
import type { MerchantConfig, SystemStatus } from '../contract';

export const STATUS_CACHE_KEY = 'MC_SYSTEM_STATUS';

export async function fetchSystemStatus(): Promise<SystemStatus> {
  const status = await getStartRequest<SystemStatus>('systemStatus');
  writeJson('local', STATUS_CACHE_KEY, status);
  return status;
}

/** The system status query (its key, fetch and freshness): the hook's, and the one started at boot. */
export const systemStatusQuery = () =>
  queryOptions({ queryKey: ['system', 'status'], queryFn: fetchSystemStatus, staleTime: 60_000 });

export function useSystemStatus() {
  const cached = readJson<SystemStatus>('local', STATUS_CACHE_KEY);
  return useQuery({
    ...systemStatusQuery(),
    ...(cached ? { placeholderData: cached } : {}),
    refetchInterval: 5 * 60_000,
  });
}

export function fetchMerchantConfig(): Promise<MerchantConfig> {
  return getStartRequest<MerchantConfig>('merchantConfig');
}

/** The merchant config query: the hook's, and the one started at boot. */
export const merchantConfigQuery = () =>
  queryOptions({ queryKey: ['system', 'config'], queryFn: fetchMerchantConfig, staleTime: 10 * 60_000 });

export function useMerchantConfig() {
  return useQuery(merchantConfigQuery());
}
