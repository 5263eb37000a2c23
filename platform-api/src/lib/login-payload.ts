// Validation of the decrypted login payload (LoginPayload of the contract). Encrypted bodies bypass Fastify's
// schema check, so the decrypted JSON is checked here field by field before anything touches the database.
import type { LoginMethod, LoginPayload } from 'shared/contract';

const METHODS: readonly LoginMethod[] = ['username', 'sms', 'firebase'];
const OPTIONAL_FIELDS = [
  'firebaseChannel',
  'firebaseIdToken',
  'firebaseMobileNo',
  'countryDialingCode',
] as const;

const isString = (value: unknown, min: number, max: number): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max;

export function parseLoginPayload(input: unknown): LoginPayload | undefined {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return undefined;
  const record = input as Record<string, unknown>;
  const { username, password, captcha, type } = record;
  if (!isString(username, 1, 32) || username.trim() === '') return undefined;
  if (!isString(password, 1, 64)) return undefined;
  if (!isString(captcha, 0, 6)) return undefined;
  if (typeof type !== 'string' || !METHODS.includes(type as LoginMethod)) return undefined;
  const payload: LoginPayload = { username: username.trim(), password, captcha, type: type as LoginMethod };
  for (const field of OPTIONAL_FIELDS) {
    const value = record[field];
    if (value === undefined) continue;
    if (!isString(value, 0, 4096)) return undefined;
    payload[field] = value;
  }
  // The agency centre's entry (/m/agent) signs in agents only; any other value is a malformed payload.
  if (record.entry !== undefined) {
    if (record.entry !== 'agent') return undefined;
    payload.entry = 'agent';
  }
  return payload;
}
