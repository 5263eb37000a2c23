// The member's signed-in sessions (GET /wps/security/sessions) and remote sign-out of one of them or of every
// other one; the list reloads after each.
import { useQuery } from '@tanstack/react-query';
import {
  type ActiveSession,
  api,
  type RevokeOthersValue,
  SESSION_PATHS,
  useInterfaceLanguage,
  useSessionToken,
} from 'shared';
import { protectionKeys, useProtectionMutation } from './keys';

export function fetchActiveSessions(): Promise<ActiveSession[]> {
  return api.get<ActiveSession[]>(SESSION_PATHS.sessions, { moduleId: 'COMM3' });
}

export function revokeSession(sessionId: number): Promise<null> {
  return api.post<null>(SESSION_PATHS.revoke, { sessionId }, { moduleId: 'COMM3' });
}

export function revokeOtherSessions(): Promise<RevokeOthersValue> {
  return api.post<RevokeOthersValue>(SESSION_PATHS.revokeOthers, {}, { moduleId: 'COMM3' });
}

export function useActiveSessions() {
  const token = useSessionToken();
  const language = useInterfaceLanguage();
  return useQuery({
    queryKey: protectionKeys.sessions(token, language),
    queryFn: fetchActiveSessions,
    enabled: token !== null,
  });
}

export const useRevokeSession = () => useProtectionMutation(revokeSession);
export const useRevokeOtherSessions = () => useProtectionMutation(revokeOtherSessions);
