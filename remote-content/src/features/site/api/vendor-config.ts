// Vendor game types (GET API_PATHS.vendorGameTypes, typeId 1, module GAMELO3): the vendors and category order the
// footer's vendor strip, slot vendor buttons and page index show (spec lobby §2 "Footer", §7).
import { useQuery } from '@tanstack/react-query';
import { api, API_PATHS, type VendorConfig } from 'shared';

export function fetchVendorConfig(): Promise<VendorConfig> {
  return api.get<VendorConfig>(API_PATHS.vendorGameTypes, { moduleId: 'GAMELO3', query: { typeId: 1 } });
}

export function useVendorConfig() {
  return useQuery({
    queryKey: ['content', 'vendorConfig'],
    queryFn: fetchVendorConfig,
    staleTime: 10 * 60_000,
    // The footer's vendor parts are a way in, not the page's content: without them the footer still works.
    meta: { silent: true },
  });
}
