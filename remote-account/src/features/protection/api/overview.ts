// The member's protection settings (GET /wps/protection/overview): every limit with what is used and left and
// any change waiting out the cooling-off, the reality-check interval, and whether the deposit-limit prompt was
// answered. Only asked while a part it serves is switched on (the server answers feature.disabled otherwise).
import { useQuery } from '@tanstack/react-query';
import { api, PROTECTION_PATHS, type ProtectionOverview, useSessionToken } from 'shared';
import { protectionKeys } from './keys';

export function fetchProtectionOverview(): Promise<ProtectionOverview> {
  return api.get<ProtectionOverview>(PROTECTION_PATHS.overview, { moduleId: 'COMM3' });
}

export function useProtectionOverview(enabled = true) {
  const token = useSessionToken();
  return useQuery({
    queryKey: protectionKeys.overview(token),
    queryFn: fetchProtectionOverview,
    enabled: enabled && token !== null,
  });
}
