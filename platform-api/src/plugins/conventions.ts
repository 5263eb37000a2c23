// Request conventions and the error envelope: every /wps/* call must name the merchant and a module id, and every
// failure (ours, Fastify's validation, parsing, unknown routes, crashes) leaves as the contract's envelope.
import { MERCHANT_CODE, MODULE_IDS } from 'shared/contract';
import { ApiError, failure, statusOf } from '../lib/envelope.ts';
import { isDatabaseBusy } from '../db/database.ts';
import type { FastifyError, FastifyInstance } from 'fastify';
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

  app.setNotFoundHandler(async (_request, reply) => {
    return reply.status(404).send(failure('not_found', 'No such route'));
  });

  app.setErrorHandler(async (error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(statusOf(error.code)).send(failure(error.code, error.message, error.value));
    }
    if (error.validation) {
      const config = request.routeOptions.config;
      const first = error.validation[0];
      const field =
        first === undefined
          ? ''
          : first.instancePath !== ''
            ? first.instancePath.split('/')[1]
            : ((first.params as { missingProperty?: string }).missingProperty ?? '');
      const code =
        (field ? config.fieldValidationCodes?.[field] : undefined) ?? config.validationCode ?? 'bad_request';
      return reply.status(statusOf(code)).send(failure(code, error.message));
    }
    if (isDatabaseBusy(error)) {
      // Another connection kept the write lock past busy_timeout; the transaction rolled back, so a retry is safe.
      request.log.warn({ err: error }, 'database busy');
      return reply
        .status(statusOf('system.busy'))
        .header('retry-after', '1')
        .send(failure('system.busy', 'The database is busy, try again'));
    }
    const status = error.statusCode ?? 500;
    if (status === 404) return reply.status(404).send(failure('not_found', 'Not found'));
    if (status === 429) return reply.status(429).send(failure('rate_limited', 'Too many requests'));
    if (status >= 400 && status < 500) {
      // Malformed JSON, unsupported content type, body too large: all "your request is wrong".
      request.log.info({ err: error }, 'rejected request');
      return reply.status(400).send(failure('bad_request', 'Malformed request'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(failure('unknown', 'Internal error'));
  });
}
