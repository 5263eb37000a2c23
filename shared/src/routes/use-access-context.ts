// The inputs of routeAccess for the visitor on this page: the session (its member type), the trial session, member
// info (type and upline transfer right, when loaded) and the merchant's flags. The shell's router and the member
// area's menus ask with the same context.
import { useAtomValue } from 'jotai';
import { useMemberInfo } from '../api/endpoints/member';
import { useMerchantConfig } from '../api/endpoints/system';
import { loggedInAtom, sessionAtom, trialSessionAtom } from '../session/session';
import { accessContextOf } from './route-table';
import type { AccessContext } from './route-types';

export function useAccessContext(): AccessContext {
  const loggedIn = useAtomValue(loggedInAtom);
  const session = useAtomValue(sessionAtom);
  const trial = useAtomValue(trialSessionAtom);
  const { data: member } = useMemberInfo();
  const { data: config } = useMerchantConfig();
  return accessContextOf({ loggedIn, session, trial, member, flags: config?.flags });
}
