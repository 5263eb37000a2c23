// A member's session as the site keeps it after sign-in, got from the platform API without a browser, so that a
// benchmark can open a signed-in page by putting it in the tab's sessionStorage (SESSION_STORAGE_KEY).
import { API_PATHS, MERCHANT_CODE } from '../../shared/src/api/contract.ts';
import type { ApiEnvelope, LoginValue } from '../../shared/src/api/contract.ts';
import { createEncryptKey, encryptPayload } from '../../shared/src/api/crypto.ts';

export { SESSION_STORAGE_KEY } from '../../shared/src/session/storage-keys.ts';

/** The seed's demo member, whom the benchmarks sign in as. */
export const DEMO_MEMBER = { username: 'demo01', password: 'demo1234' } as const;

/** A member session as the site stores it after sign-in (shared/src/session/session.ts). */
export async function memberSession(base: string, username: string, password: string) {
  const key = createEncryptKey();
  const query = new URLSearchParams({ merchantCode: MERCHANT_CODE, moduleId: 'COMM3' });
  const response = await fetch(`${base}${API_PATHS.login}?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-encrypt-key': key },
    body: JSON.stringify(encryptPayload({ username, password, captcha: '', type: 'username' }, key)),
  });
  const envelope = (await response.json()) as ApiEnvelope<LoginValue>;
  if (!envelope.value) throw new Error(`bench sign-in failed: ${envelope.code}`);
  const value = envelope.value;
  return {
    token: value.token,
    merchantCode: MERCHANT_CODE,
    userName: value.userName,
    type: value.type,
    firstTimeLogin: false,
    expiresAt: value.expiresAt,
  };
}
