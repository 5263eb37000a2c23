// Session calls every part may start: server logout (the caller clears local state whatever the answer) and
// free play (a trial session, member type 4).
import { startTrialSession, sessionFromLogin } from '../../session/session';
import { api } from '../api';
import { ACCOUNT_PATHS, API_PATHS, type LoginValue, MERCHANT_CODE } from '../contract';

export function logoutOnServer(): Promise<null> {
  return api.delete<null>(API_PATHS.logout, { moduleId: 'COMM3' });
}

/** Ask for a free-play (trial) session and start it. */
export async function requestTrialPlay(): Promise<LoginValue> {
  const value = await api.post<LoginValue>(ACCOUNT_PATHS.trial, {}, { moduleId: 'COMM3' });
  startTrialSession(sessionFromLogin(value, MERCHANT_CODE));
  return value;
}
