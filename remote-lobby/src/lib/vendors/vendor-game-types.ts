// Vendor game types (typeId 1): the category order and the vendors of each game type (spec lobby §3, §7).
import { useQuery } from '@tanstack/react-query';
import { api, API_PATHS, type VendorConfig } from 'shared';

export function fetchVendorGameTypes(): Promise<VendorConfig> {
  return api.get<VendorConfig>(API_PATHS.vendorGameTypes, { moduleId: 'GAMELO3', query: { typeId: 1 } });
}

export function useVendorGameTypes() {
  return useQuery({
    queryKey: ['lobby', 'vendorGameTypes'],
    queryFn: fetchVendorGameTypes,
    staleTime: 10 * 60_000,
  });
}
