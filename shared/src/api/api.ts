// The page's API client and the one way to turn any failure into the right toast.
import { bus } from '../bus/event-bus';
import { currentLanguage, i18n } from '../i18n/i18next-setup';
import { clearSession, getToken } from '../session/session';
import { START_REQUESTS, type StartRequestName } from '../contracts/start-requests';
import { createApiClient } from './client';
import { pageEarlyAnswers } from './early-answers';
import { type ApiError, toApiError } from './errors';

const SESSION_LOST_TOAST = 'session-lost';

export const api = createApiClient({
  getToken,
  getLanguage: currentLanguage,
  // The start calls the page's loader made before this code arrived (shared/src/contracts/start-requests.ts).
  earlyAnswers: pageEarlyAnswers,
  // A 401 or 'logged out' answer from any call clears the session everywhere (every remote reads the same atoms,
  // other tabs hear it through the session sync) and says so once.
  onSessionLost: () => {
    clearSession();
    bus.emit('toast', {
      type: 'fail',
      message: i18n.t('errors.sessionExpired', { ns: 'shared' }),
      id: SESSION_LOST_TOAST,
    });
  },
});

/** A start call (shared/src/contracts/start-requests.ts), made from its entry in the table. */
export function getStartRequest<T>(name: StartRequestName): Promise<T> {
  const { path, moduleId } = START_REQUESTS[name];
  return api.get<T>(path, { moduleId });
}

/** Show a failure as a toast of the right type with the catalogue text (never a stack trace). */
export function notifyError(error: unknown): ApiError {
  const apiError = toApiError(error);
  bus.emit('toast', {
    type: apiError.toastType,
    message: i18n.t(apiError.messageKey, { ns: 'shared' }),
    // A lost session is said once, whichever part noticed it first.
    id: apiError.code === 'auth.session_expired' ? SESSION_LOST_TOAST : `error:${apiError.code}`,
  });
  return apiError;
}
