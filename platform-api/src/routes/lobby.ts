// Lobby routes: the vendor configuration (typeId 1) that orders the game categories and lists their vendors.
import { API_PATHS } from 'shared/contract';
import { ok } from '../lib/envelope.ts';
import { loadVendorConfig } from '../db/vendors.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';

export function registerLobbyRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    API_PATHS.vendorGameTypes,
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['typeId'],
          properties: { typeId: { type: 'integer', enum: [1] } },
        },
      },
    },
    async () => ok(loadVendorConfig(ctx.db)),
  );
}
