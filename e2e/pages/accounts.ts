// Fresh members for tests that change passwords or need their own mobile number: registered through the real
// encrypted API with a real captcha from the dev outbox, so the shared demo accounts stay untouched.
import type { APIRequestContext } from '@playwright/test';
import { createEncryptKey, encryptPayload } from 'shared/crypto';
import { ACCOUNT_PATHS, CAPTCHA_PATHS, HEADERS, type RegisterPayload } from 'shared/contract';
import { latestCode } from './outbox';

const QUERY = 'merchantCode=vsbdtf5&moduleId=REG3';
let counter = 0;

/** A unique username (letter first, letters and digits, at most 16) and a unique 10-digit mobile number. */
export function uniqueMember(prefix = 'e2e') {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  const digits = `${Date.now()}${counter}`.slice(-8);
  return { username: `${prefix}${stamp}`.slice(0, 16), password: 'start1234', mobile: `19${digits}` };
}

export async function registerViaApi(
  request: APIRequestContext,
  member: { username: string; password: string; mobile: string; email?: string },
): Promise<void> {
  await request.get(`${CAPTCHA_PATHS.captcha}?${QUERY.replace('REG3', 'CAPTCHA3')}&username=register`);
  const captcha = await latestCode(request, 'captcha', 'register');
  const payload: RegisterPayload = {
    countryDialingCode: '880',
    registerUrl: 'localhost:8080',
    registerMethod: 'H5',
    username: member.username,
    password: member.password,
    confirmPassword: member.password,
    affiliateCode: '',
    paymentPassword: '',
    recommenderId: '',
    nickname: '',
    payeeName: '',
    email: member.email ?? '',
    mobileNum: member.mobile,
    idNumber: '',
    qqNum: '',
    facebook: '',
    wechat: '',
    line: '',
    whatsapp: '',
    zalo: '',
    birthday: '',
    captcha,
    type: 0,
    domain: '',
    verificationCode: '',
    registerBy: 'username',
  };
  const key = createEncryptKey();
  const response = await request.put(`${ACCOUNT_PATHS.register}?${QUERY}`, {
    headers: { [HEADERS.encryptKey]: key },
    data: encryptPayload(payload, key),
  });
  if (!response.ok()) throw new Error(`registration failed: ${response.status()} ${await response.text()}`);
}
