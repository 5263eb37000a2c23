// Server logout: the token is revoked server-side; the caller clears local state whatever the answer.
import { api } from '../api';
import { API_PATHS } from '../contract';

export function logoutOnServer(): Promise<null> {
  return api.delete<null>(API_PATHS.logout, { moduleId: 'COMM3' });
}
