// Body helpers: `application/x-www-form-urlencoded` bodies (the e-mail recovery form), parsed with URLSearchParams
// into a plain object of strings (the last of repeated keys wins; the app's body limit applies), and a strict
// string check for JSON bodies.
import { ApiError } from '../lib/envelope.ts';
import type { FastifyInstance } from 'fastify';

export function registerFormBody(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body: string | Buffer, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body.toString())));
    },
  );
}

/**
 * A preValidation hook refusing (400 bad_request) a JSON body whose named fields are present but not strings:
 * Fastify's validator coerces types (a number would silently become a string), and these bodies must be exact.
 */
export function stringFieldsOnly(fields: readonly string[]) {
  return async (request: { body: unknown }) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
    for (const field of fields) {
      const value = (body as Record<string, unknown>)[field];
      if (value !== undefined && typeof value !== 'string') {
        throw new ApiError('bad_request', `Field ${field} must be a string`);
      }
    }
  };
}
