import { createDecipheriv } from 'node:crypto';
import { createEncryptKey, decryptPayload, encryptPayload } from './crypto';

const KEY_ALPHABET = /^[A-Za-z0-9]{16}$/;

describe('createEncryptKey', () => {
  it('makes 16-character keys from letters and digits', () => {
    for (let i = 0; i < 50; i += 1) expect(createEncryptKey()).toMatch(KEY_ALPHABET);
  });

  it('makes a fresh key on every call', () => {
    const keys = new Set(Array.from({ length: 20 }, () => createEncryptKey()));
    expect(keys.size).toBe(20);
  });
});

describe('encryptPayload', () => {
  const payload = { username: 'demo01', password: 'demo1234', captcha: '', type: 'username', name: 'রাফি' };

  it('round-trips through decryptPayload with the same key', () => {
    const key = createEncryptKey();
    const body = encryptPayload(payload, key);
    expect(decryptPayload<typeof payload>(body, key)).toEqual(payload);
  });

  it('hides the plaintext: the ciphertext contains neither the password nor the JSON', () => {
    const key = createEncryptKey();
    const { data } = encryptPayload(payload, key);
    expect(data).not.toContain('demo1234');
    expect(data).not.toContain('username');
    expect(data).not.toContain(JSON.stringify(payload));
    expect(data).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
  });

  it('follows the spec scheme: base64 AES-128-ECB with PKCS#7 over UTF-8 JSON, keyed by the 16 ASCII characters', () => {
    const key = createEncryptKey();
    const { data } = encryptPayload(payload, key);
    const decipher = createDecipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
    const plain = Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString(
      'utf8',
    );
    expect(JSON.parse(plain)).toEqual(payload);
  });

  it('cannot be read back with a different key', () => {
    const body = encryptPayload(payload, 'AAAAAAAAAAAAAAAA');
    expect(() => decryptPayload(body, 'BBBBBBBBBBBBBBBB')).toThrow();
  });
});
