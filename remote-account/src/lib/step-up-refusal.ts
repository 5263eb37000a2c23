// Which typed secret a refused step-up was about: a wrong login password, or an SMS code that is wrong, used,
// expired or missing. The form clears that field and says why on it, so the player types it again.
import type { ApiError } from 'shared';

export type StepUpSecret = 'password' | 'code';

export function refusedSecret(error: ApiError): StepUpSecret | null {
  if (error.code === 'auth.password_invalid') return 'password';
  return error.code.startsWith('sms.') ? 'code' : null;
}
