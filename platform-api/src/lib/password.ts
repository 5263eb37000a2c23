// Password hashing with scrypt and a per-user random salt, stored as `scrypt$N$r$p$salt$hash` (base64 parts)
// so the cost parameters can be raised later while old hashes still verify.
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/**
 * `n` is the scrypt cost; only seed data whose passwords are published anyway (the agency demo accounts) passes a
 * lower one, so seeding a test database stays fast. Every hash records its own cost.
 */
export function hashPassword(password: string, n: number = N): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LENGTH, { N: n, r: R, p: P });
  return ['scrypt', n, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

export function verifyPassword(password: string, stored: string): boolean {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, hashText] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hashText, 'base64');
  const actual = scryptSync(password, Buffer.from(saltText, 'base64'), expected.length, {
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
export const DUMMY_PASSWORD_HASH = hashPassword(randomBytes(16).toString('hex'));
