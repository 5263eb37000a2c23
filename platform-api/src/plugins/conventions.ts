// Request conventions and the error envelope: every /wps/* call must name the merchant and a module id, and every
// failure (ours, Fastify's validation, parsing, unknown routes and methods, router and HTTP-parser errors,
// crashes) leaves as the contract's envelope with a status that says what went wrong.
import { MERCHANT_CODE, MODULE_IDS } from 'shared/contract';
import { ApiError, failure, statusOf } from '../lib/envelope.ts';
import { isDatabaseBusy } from '../db/database.ts';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import type { ApiErrorCode } from 'shared/contract';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The code to answer when the route's schema validation fails (default bad_request). */
    validationCode?: ApiErrorCode;
    /** Codes for schema failures of particular body fields, e.g. `{ amountMinor: 'money.amount_invalid' }`. */
    fieldValidationCodes?: Partial<Record<string, ApiErrorCode>>;
  }
}

const moduleIds: ReadonlySet<string> = new Set(MODULE_IDS);

/** The code of a client error status Fastify or Node answers; any other 4xx is a plain bad_request. */
const CODE_OF_STATUS: Partial<Record<number, ApiErrorCode>> = {
  404: 'not_found',
  405: 'request.method_not_allowed',
  413: 'request.too_large',
  414: 'request.uri_too_long',
  415: 'request.unsupported_media_type',
  429: 'rate_limited',
  431: 'request.headers_too_large',
};

const clientErrorCode = (status: number): ApiErrorCode => CODE_OF_STATUS[status] ?? 'bad_request';

const MESSAGES: Partial<Record<ApiErrorCode, string>> = {
  not_found: 'Not found',
  'request.method_not_allowed': 'This method is not allowed here',
  'request.too_large': 'The request body is too large',
  'request.uri_too_long': 'A path parameter is too long',
  'request.unsupported_media_type': 'Unsupported content type',
  rate_limited: 'Too many requests',
  'request.headers_too_large': 'The request headers are too large',
};

function sendClientError(request: FastifyRequest, reply: FastifyReply, error: Error, status: number) {
  const code = clientErrorCode(status);
  request.log.info({ err: error }, 'rejected request');
  return reply.status(statusOf(code)).send(failure(code, MESSAGES[code] ?? 'Malformed request'));
}

/**
 * Constructor options of the app for errors Fastify answers before any hook or handler: the router's
 * (a malformed URL, a path parameter over maxParamLength) and the HTTP parser's (malformed request, headers too
 * large), which otherwise leave with Fastify's or Node's own bodies.
 */
export function envelopeServerOptions(): Pick<
  FastifyServerOptions,
  'frameworkErrors' | 'clientErrorHandler'
> {
  return {
    frameworkErrors: (error, request, reply) => {
      void sendClientError(request, reply, error, error.statusCode ?? 400);
    },
    clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => {
      if (!socket.writable) {
        socket.destroy(error);
        return;
      }
      const status =
        error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
      const code = clientErrorCode(status);
      const body = JSON.stringify(failure(code, MESSAGES[code] ?? 'Malformed request'));
      const reason =
        status === 431
          ? 'Request Header Fields Too Large'
          : status === 408
            ? 'Request Timeout'
            : 'Bad Request';
      // Whether the request carried a session is unknown here (its headers were not read): never stored.
      socket.end(
        `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Cache-Control: no-store\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    },
  };
}

/** Turns a route pattern ('/wps/deposit/:id') into a matcher of concrete paths. */
const patternOf = (url: string) =>
  new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`);

export function registerConventions(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.is404 || !request.url.startsWith('/wps/')) return;
    const query = request.query as Record<string, unknown>;
    const { merchantCode, moduleId } = query;
    if (typeof merchantCode !== 'string' || merchantCode === '') {
      throw new ApiError('bad_request', 'Query parameter merchantCode is required');
    }
    if (merchantCode !== MERCHANT_CODE) throw new ApiError('merchant.unknown', 'Unknown merchant code');
    if (typeof moduleId !== 'string' || !moduleIds.has(moduleId)) {
      throw new ApiError('bad_request', 'Query parameter moduleId is missing or not a known module id');
    }
  });

  // A path that exists with other methods answers 405 with Allow; anything else 404.
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = [
      ...new Set(
        (app.routeTable ?? [])
          .filter((route) => patternOf(route.url).test(path))
          .map((route) => route.method),
      ),
    ];
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return reply
        .status(statusOf('request.method_not_allowed'))
        .header('allow', allowed.join(', '))
        .send(failure('request.method_not_allowed', 'This method is not allowed here'));
    }
    return reply.status(404).send(failure('not_found', 'No such route'));
  });

  app.setErrorHandler(async (error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(statusOf(error.code)).send(failure(error.code, error.message, error.value));
    }
    if (error.validation) {
      const config = request.routeOptions.config;
      const first = error.validation[0];
      // The field a failure is about: its path, or for a missing field the first required one absent.
      const field =
        first === undefined
          ? ''
          : first.instancePath !== ''
            ? first.instancePath.split('/')[1]
            : ((first.params as { requiredProperties?: string[] }).requiredProperties?.[0] ?? '');
      const code =
        (field ? config.fieldValidationCodes?.[field] : undefined) ?? config.validationCode ?? 'bad_request';
      return reply.status(statusOf(code)).send(failure(code, error.message));
    }
    if (isDatabaseBusy(error)) {
      // The database is unreachable, restarting, out of connections, or contention outlasted the retries. Mostly
      // nothing was written; a connection lost during COMMIT leaves the outcome unknown, which the idempotency key
      // of a money request settles when it is sent again.
      request.log.warn({ err: error }, 'database busy');
      return reply
        .status(statusOf('system.busy'))
        .header('retry-after', '1')
        .send(failure('system.busy', 'The database is busy, try again'));
    }
    const status = error.statusCode ?? 500;
    // Malformed JSON (400), body too large (413), unsupported content type (415) and the like.
    if (status >= 400 && status < 500) return sendClientError(request, reply, error, status);
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(failure('unknown', 'Internal error'));
  });
}
