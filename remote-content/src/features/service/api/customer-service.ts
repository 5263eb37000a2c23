// The customer-service entries (spec lobby §2, §3: csType LIVECHAT or TELEGRAM, title, path).
import { useQuery } from '@tanstack/react-query';
import { api, CONTENT_PATHS, type CustomerServiceEntry } from 'shared';

export function fetchCustomerService(): Promise<CustomerServiceEntry[]> {
  return api.get<CustomerServiceEntry[]>(CONTENT_PATHS.customerService, { moduleId: 'COMM3' });
}

export function useCustomerService(enabled = true) {
  return useQuery({
    queryKey: ['content', 'customerService'],
    queryFn: fetchCustomerService,
    enabled,
    staleTime: 10 * 60_000,
  });
}
