// Server side of the spec's payload encryption: AES-128-ECB, PKCS#7, base64 ciphertext, 16-char key in a header.
// Implemented on node:crypto alone so the server does not trust the client library to check itself.
import { createDecipheriv } from 'node:crypto';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Decrypts and parses the payload; returns undefined for any malformed input (bad base64, key, padding, JSON). */
export function decryptJson(data: string, key: string): unknown {
  if (key.length !== 16 || Buffer.byteLength(key, 'utf8') !== 16) return undefined;
  if (data.length === 0 || data.length % 4 !== 0 || !BASE64.test(data)) return undefined;
  const cipherText = Buffer.from(data, 'base64');
  if (cipherText.length === 0 || cipherText.length % 16 !== 0) return undefined;
  try {
    const decipher = createDecipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
    const plain = Buffer.concat([decipher.update(cipherText), decipher.final()]);
    // fatal: invalid UTF-8 (typical of a wrong key whose padding happened to look valid) is rejected too.
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plain)) as unknown;
  } catch {
    return undefined;
  }
}
