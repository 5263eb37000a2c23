// The generated OpenAPI document: in development /docs/json lists every registered route with its summary, its
// domain's tag and the request schema it validates with, and /docs serves Swagger UI; production serves neither.
import { MONEY_PATHS } from 'shared/contract';
import { createTestApp } from '../testing/test-app.ts';
import { DOCS_PATH } from './docs.ts';
import type { TestApp } from '../testing/test-app.ts';

interface Operation {
  summary?: string;
  tags?: string[];
  parameters?: { in: string; name: string; required?: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
}

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** '/wps/deposit/:id' as OpenAPI writes it: '/wps/deposit/{id}'. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the OpenAPI document in development', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp('development');
    const response = await t.inject({ url: `${DOCS_PATH}/json` });
    expect(response.statusCode).toBe(200);
    document = response.json<OpenApiDocument>();
  });
  afterAll(async () => {
    await t.close();
  });

  const routes = () =>
    t.app.routeTable.filter((route) => route.method !== 'HEAD' && !route.url.startsWith(DOCS_PATH));

  it('is OpenAPI 3 and lists every registered route with a summary and a tag', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(routes().length).toBeGreaterThan(100);
    for (const route of routes()) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const name = `${route.method} ${route.url}`;
      expect({ name, summary: (operation?.summary ?? '').trim() !== '' }).toEqual({ name, summary: true });
      expect({ name, tags: operation?.tags?.length }).toEqual({ name, tags: 1 });
    }
  });

  it("describes each route's body, query string and path parameters from its schema", () => {
    for (const route of routes()) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()] ?? {};
      const name = `${route.method} ${route.url}`;
      const where = new Set((operation.parameters ?? []).map((parameter) => parameter.in));
      expect({ name, body: operation.requestBody !== undefined }).toEqual({
        name,
        body: route.schemaParts.includes('body'),
      });
      expect({ name, query: where.has('query') }).toEqual({
        name,
        query: route.schemaParts.includes('querystring'),
      });
      expect({ name, path: where.has('path') }).toEqual({ name, path: route.schemaParts.includes('params') });
    }
  });

  it('gives a withdrawal request its fields and limits, and the records their query', () => {
    const withdraw =
      document.paths[MONEY_PATHS.withdraw]?.post?.requestBody?.content['application/json']?.schema;
    expect(withdraw).toMatchObject({
      required: ['accountId', 'amountMinor', 'paymentPassword', 'idempotencyKey'],
      properties: {
        amountMinor: { type: 'integer', minimum: 1 },
        paymentPassword: { type: 'string', maxLength: 64 },
        smsCode: { type: 'string', maxLength: 16 },
      },
    });
    const records = document.paths[MONEY_PATHS.withdrawRecords]?.get?.parameters ?? [];
    expect(records.map((parameter) => parameter.name).sort()).toEqual(
      ['from', 'page', 'pageSize', 'preset', 'status', 'to'].sort(),
    );
    expect(records.find((parameter) => parameter.name === 'pageSize')?.schema).toMatchObject({
      type: 'integer',
      maximum: 100,
      default: 20,
    });
  });

  it('serves Swagger UI at /docs', async () => {
    const response = await t.inject({ url: `${DOCS_PATH}/` });
    expect(response.statusCode).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.body).toContain('swagger');
  });
});

describe('the OpenAPI document in production', () => {
  it('is not served: /docs and /docs/json answer 404', async () => {
    const t = await createTestApp('production');
    try {
      for (const url of [DOCS_PATH, `${DOCS_PATH}/`, `${DOCS_PATH}/json`]) {
        const response = await t.inject({ url });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      }
    } finally {
      await t.close();
    }
  });
});
