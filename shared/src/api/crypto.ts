// Encryption of sensitive payloads (login, register, set password) by the spec's scheme: AES with the key in a
// header. It hides payloads from casual inspection only; transport security is TLS's job.
import AES from 'crypto-js/aes.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import ECB from 'crypto-js/mode-ecb.js';
import Pkcs7 from 'crypto-js/pad-pkcs7.js';
import type { EncryptedBody } from './contract';

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh random 16-character ASCII key (AES-128). */
export function createEncryptKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('');
}

export function encryptPayload(payload: unknown, key: string): EncryptedBody {
  const cipher = AES.encrypt(JSON.stringify(payload), Utf8.parse(key), { mode: ECB, padding: Pkcs7 });
  return { data: cipher.toString() };
}

export function decryptPayload<T>(body: EncryptedBody, key: string): T {
  const plain = AES.decrypt(body.data, Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).toString(Utf8);
  return JSON.parse(plain) as T;
}
