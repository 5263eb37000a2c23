// Login (spec account §3, §7): the encrypted payload to /wps/session/login, by username and password or by
// mobile number and SMS code. On success the session is stored (autoLogin) and every app is told through the bus.
import { useMutation } from '@tanstack/react-query';
import {
  api,
  API_PATHS,
  type LoginPayload,
  type LoginValue,
  MERCHANT_CODE,
  sessionFromLogin,
  startSession,
} from 'shared';
import { COUNTRY_DIALING_CODE } from '../lib/mobile';
import { holdPassword } from '../remember/held-password';

export interface LoginInput {
  type: 'username' | 'sms';
  /** The username, or the mobile number on the SMS tab. */
  username: string;
  /** The password, or the SMS code on the SMS tab. */
  password: string;
  captcha: string;
  /** 'agent' from the agency centre's entry. */
  entry?: 'agent';
}

export async function login(input: LoginInput): Promise<LoginValue> {
  const payload: LoginPayload = {
    username: input.username.trim(),
    password: input.type === 'sms' ? input.password.trim() : input.password,
    captcha: input.captcha.trim(),
    type: input.type,
    ...(input.type === 'sms' ? { countryDialingCode: COUNTRY_DIALING_CODE } : {}),
    ...(input.entry ? { entry: input.entry } : {}),
  };
  const value = await api.sendEncrypted<LoginValue>('post', API_PATHS.login, payload, { moduleId: 'COMM3' });
  startSession(sessionFromLogin(value, MERCHANT_CODE), { autoLogin: true });
  // The change-password form may then skip the old password; an SMS code is no password to hold.
  holdPassword(input.type === 'username' ? input.password : null);
  return value;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
