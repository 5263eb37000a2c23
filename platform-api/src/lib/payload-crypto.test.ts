import { createEncryptKey, encryptPayload } from 'shared/crypto';
import { decryptJson } from './payload-crypto.ts';

describe('server-side payload decryption', () => {
  it('decrypts what the client library (crypto-js) encrypts, including non-ASCII text', () => {
    const key = createEncryptKey();
    const payload = { username: 'demo01', password: 'pässwörd ৳', nested: { n: 1 } };
    expect(decryptJson(encryptPayload(payload, key).data, key)).toEqual(payload);
  });

  it('returns undefined for a wrong key, tampered ciphertext, bad base64 or a key of the wrong length', () => {
    const key = createEncryptKey();
    const { data } = encryptPayload({ a: 1 }, key);
    const otherKey = key === 'A'.repeat(16) ? 'B'.repeat(16) : 'A'.repeat(16);
    expect(decryptJson(data, otherKey)).toBeUndefined();
    expect(decryptJson(`${data.slice(0, -4)}AAAA`, key)).toBeUndefined();
    expect(decryptJson('not base64!', key)).toBeUndefined();
    expect(decryptJson(data, key.slice(0, 15))).toBeUndefined();
  });
});
