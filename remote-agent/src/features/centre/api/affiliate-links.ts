// The agent's affiliate links (code, URL, rates, registrations), the creation of a new one and the retiring of
// one (it stops registering members and frees its place under the cap).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AffiliateLink,
  AGENT_PATHS,
  api,
  type CreateAffiliateLinkRequest,
  useSessionToken,
} from 'shared';
import { centreKeys } from './keys';

export function fetchAffiliateLinks(): Promise<AffiliateLink[]> {
  return api.get<AffiliateLink[]>(AGENT_PATHS.affiliateLinks, { moduleId: 'COMM3' });
}

export function createAffiliateLink(request: CreateAffiliateLinkRequest): Promise<AffiliateLink> {
  return api.post<AffiliateLink>(AGENT_PATHS.affiliateLinks, request, { moduleId: 'COMM3' });
}

export function retireAffiliateLink(id: number): Promise<null> {
  return api.delete<null>(`${AGENT_PATHS.affiliateLinks}/${id}`, { moduleId: 'COMM3' });
}

export function useAffiliateLinks() {
  const token = useSessionToken();
  return useQuery({
    queryKey: centreKeys.affiliateLinks(token),
    queryFn: fetchAffiliateLinks,
    enabled: token !== null,
    staleTime: 30_000,
  });
}

export function useCreateAffiliateLink() {
  const token = useSessionToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAffiliateLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: centreKeys.affiliateLinks(token) }),
  });
}

export function useRetireAffiliateLink() {
  const token = useSessionToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retireAffiliateLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: centreKeys.affiliateLinks(token) }),
  });
}
