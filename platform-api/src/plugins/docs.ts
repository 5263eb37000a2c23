// The API's OpenAPI 3 document, generated from the routes' TypeBox schemas (each with its summary and its domain's
// tag), at /docs/json, and Swagger UI at /docs to read and try it. Development only: app.ts registers it in
// development mode, before the routes, whose onRoute hook it uses to collect them.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { ApiApp } from '../app-context.ts';

export const DOCS_PATH = '/docs';

export async function registerDocs(app: ApiApp): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Platform API',
        version: '1',
        description:
          'The reference merchant platform API. Every /wps/* call takes merchantCode and moduleId in the query ' +
          'string and answers the envelope { success, code, message, value }: see platform-api/README.md.',
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PATH });
}
