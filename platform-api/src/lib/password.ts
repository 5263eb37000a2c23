// Password hashing with scrypt and a per-user random salt, stored as `scrypt$N$r$p$salt$hash` (base64 parts)
// so the cost parameters can be raised later while old hashes still verify. Requests hash and verify on the
// thread pool (`crypto.scrypt`), so a burst of sign-ins does not hold up the event loop and every other request;
// only seeding, which runs before the server listens, uses the synchronous variant.
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import type { BinaryLike, ScryptOptions } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function scryptAsync(password: BinaryLike, salt: BinaryLike, length: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const format = (n: number, salt: Buffer, hash: Buffer) =>
  ['scrypt', n, R, P, salt.toString('base64'), hash.toString('base64')].join('$');

/**
 * `n` is the scrypt cost; only seed data whose passwords are published anyway (the agency demo accounts) passes a
 * lower one, so seeding a test database stays fast. Every hash records its own cost.
 */
export async function hashPassword(password: string, n: number = N): Promise<string> {
  const salt = randomBytes(16);
  return format(n, salt, await scryptAsync(password, salt, KEY_LENGTH, { N: n, r: R, p: P }));
}

/** The blocking variant, for seed data written before the server takes requests. */
export function hashPasswordSync(password: string, n: number = N): string {
  const salt = randomBytes(16);
  return format(n, salt, scryptSync(password, salt, KEY_LENGTH, { N: n, r: R, p: P }));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, hashText] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hashText, 'base64');
  const actual = await scryptAsync(password, Buffer.from(saltText, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A valid hash of a random password, checked when the username is unknown so that "no such user" costs the same
 * scrypt work as "wrong password" and the two cannot be told apart by timing.
 */
export const DUMMY_PASSWORD_HASH = hashPasswordSync(randomBytes(16).toString('hex'));
