// `application/x-www-form-urlencoded` bodies (the e-mail recovery form), parsed with URLSearchParams into a plain
// object of strings (the last of repeated keys wins; the app's body limit applies).
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
