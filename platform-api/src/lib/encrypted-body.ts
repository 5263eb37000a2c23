// The plumbing of every encrypted call (login, register, set password by phone): the route schema of the envelope
// `{ data }` with its `x-encrypt-key` header, and decryption plus payload validation in one step. Any failure,
// whether of the envelope, the key, the ciphertext, the JSON or the payload's shape, answers 400 payload.invalid
// before anything touches the database.
import { Type } from 'typebox';
import { ApiError } from './envelope.ts';
import { decryptJson } from './payload-crypto.ts';
import type { FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { EncryptedBody } from 'shared/contract';

export const encryptedBodySchema = {
  headers: Type.Object({ 'x-encrypt-key': Type.String({ minLength: 16, maxLength: 16 }) }),
  body: Type.Object({ data: Type.String({ minLength: 1, maxLength: 16384 }) }),
};

/** Route options of an encrypted route (summary: its line in the OpenAPI document): schema failures answer
 * payload.invalid too. */
export const encryptedRoute = (summary: string) =>
  ({
    schema: { summary, ...encryptedBodySchema },
    config: { validationCode: 'payload.invalid' },
  }) satisfies RouteShorthandOptions;

export type EncryptedRequest = FastifyRequest<{ Body: EncryptedBody; Headers: { 'x-encrypt-key': string } }>;

/** Decrypts the body and validates it with `parse` (which returns undefined for a bad shape). */
export function readEncrypted<T>(request: EncryptedRequest, parse: (input: unknown) => T | undefined): T {
  const payload = parse(decryptJson(request.body.data, request.headers['x-encrypt-key']));
  if (payload === undefined) throw new ApiError('payload.invalid', 'The encrypted payload could not be read');
  return payload;
}
