// Invite friends: the member's referral code, link and invited list.
import { useQuery } from '@tanstack/react-query';
import { memberAreaKeys } from '../api/keys';
import { fetchReferral } from '../api/referral';
import { useToken } from './use-token';

export function useReferral() {
  const token = useToken();
  return useQuery({
    queryKey: memberAreaKeys.referral(token),
    queryFn: fetchReferral,
    enabled: token !== null,
  });
}
