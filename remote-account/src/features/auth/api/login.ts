// Login (spec account §3, §7): the encrypted payload to /wps/session/login, and the captcha a failed login
// may ask for. On success the session is stored and every app is told through the bus.
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
import { API_PATHS_EXTRA, type CaptchaValue } from 'shared/contract';

export interface LoginInput {
  username: string;
  password: string;
  captcha: string;
}

export async function login(input: LoginInput): Promise<LoginValue> {
  const payload: LoginPayload = {
    username: input.username.trim(),
    password: input.password,
    captcha: input.captcha.trim(),
    type: 'username',
  };
  const value = await api.sendEncrypted<LoginValue>('post', API_PATHS.login, payload, { moduleId: 'COMM3' });
  startSession(sessionFromLogin(value, MERCHANT_CODE), { autoLogin: true });
  return value;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

export function fetchCaptcha(username: string): Promise<CaptchaValue> {
  return api.get<CaptchaValue>(API_PATHS_EXTRA.captcha, {
    moduleId: 'CAPTCHA3',
    query: { username: username.trim() },
  });
}
