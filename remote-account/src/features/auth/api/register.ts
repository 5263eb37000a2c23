// Registration (spec account §3, §4): the encrypted RegisterPayload PUT to /wps/register. The server signs the
// new member in, so a success starts the session like a login does.
import { useMutation } from '@tanstack/react-query';
import {
  ACCOUNT_PATHS,
  api,
  type LoginValue,
  MERCHANT_CODE,
  type RegisterPayload,
  sessionFromLogin,
  startSession,
} from 'shared';
import { holdPassword } from '../remember/held-password';

export async function register(payload: RegisterPayload): Promise<LoginValue> {
  const value = await api.sendEncrypted<LoginValue>('put', ACCOUNT_PATHS.register, payload, {
    moduleId: 'REG3',
  });
  startSession(sessionFromLogin(value, MERCHANT_CODE), { autoLogin: true });
  holdPassword(payload.password);
  return value;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
