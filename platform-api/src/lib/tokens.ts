// Session tokens: 32 random bytes as hex for the client, only their SHA-256 kept in the database,
// so a leaked database does not hand out live sessions.
import { createHash, randomBytes } from 'node:crypto';

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export function createToken(): string {
  return randomBytes(32).toString('hex');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
