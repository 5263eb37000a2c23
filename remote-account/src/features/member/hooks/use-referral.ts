// Invite friends: the member's referral code, link and invited list.
import { useQuery } from '@tanstack/react-query';
import { memberAreaKeys } from '../api/keys';
import { fetchReferral } from '../api/referral';
import { useSessionToken } from 'shared';

export function useReferral() {
  const token = useSessionToken();
  return useQuery({
    queryKey: memberAreaKeys.referral(token),
    queryFn: fetchReferral,
    enabled: token !== null,
  });
}
