// Free play reaches no write of a member: every write route the app registers is called with a trial session
// and a body its schema accepts (built from the API document), and must refuse it, save an explicit list.
import { randomUUID } from 'node:crypto';
import { LOBBY_PATHS, MONEY_PATHS } from 'shared/contract';
import { countRows, createTestApp, withQuery, theRow } from '../testing/test-app.ts';
import { trialClient } from '../testing/member-client.ts';
import type { TestApp } from '../testing/test-app.ts';
import type { MemberClient } from '../testing/member-client.ts';

let t: TestApp;
let trial: MemberClient;
beforeAll(async () => {
  t = await createTestApp();
  trial = await trialClient(t);
});
afterAll(async () => {
  await t.close();
});

const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/** The writes a free-play session may call, and why. */
const TRIAL_MAY_CALL = new Map([
  ['DELETE /wps/session/logout', 'ends its own session'],
  ['POST /wps/session/trial', 'starts free play (public)'],
  [
    'POST /wps/session/login',
    'signs in to a real account, leaving free play (public: the bearer is not read)',
  ],
  ['PUT /wps/register', 'signs up, leaving free play (public: the bearer is not read)'],
  ['POST /wps/game/demo/spin', "free play's purpose: the demo slot, staking the trial's own play money"],
  [
    'POST /wps/member/password/phone',
    "sets a real account's password by its SMS code, the proof (public: the bearer is not read)",
  ],
  [
    'POST /wps/member/password/email',
    'mails a real account its recovery link (public: the bearer is not read)',
  ],
  ['POST /wps/member/password/email/reset', "the mailed link's reset: its token is the proof (public)"],
  [
    'POST /chat/room/messages',
    'opens only with a room cookie, which a trial session never gets: the chat launch refuses it (chat.test.ts)',
  ],
]);

/** Development tools (404 in production): the operator's, not a member's. */
const isDevelopmentRoute = (url: string) => url.startsWith('/dev/');

/** The answer codes that refuse a trial session: agency routes refuse every non-agent before anything else. */
const refusals = (url: string) =>
  url.startsWith('/wps/agent/') ? ['auth.trial_forbidden', 'auth.non_agent'] : ['auth.trial_forbidden'];

/** Fields a generic sample would set to a value the route lets a trial session use. */
const BODY_OVERRIDES: Record<string, Record<string, unknown>> = {
  // An SMS code for signing up is anyone's (signing up ends free play); the member's own purposes are not.
  'POST /wps/verification/sms': { purpose: 'payout' },
};

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

interface DocOperation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

const PATTERN_SAMPLES = ['', randomUUID(), '2024-01-01', '1712345678', 'ABCD1234'];

/** A value the schema accepts (the smallest of its kind). */
function sample(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sample(variant);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, sample(schema.properties?.[key] ?? {})]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string': {
      if (schema.pattern === undefined) return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
      const pattern = new RegExp(schema.pattern);
      const found = PATTERN_SAMPLES.find((candidate) => pattern.test(candidate));
      if (found === undefined) throw new Error(`no sample matches the pattern ${schema.pattern}`);
      return found;
    }
    default:
      return null;
  }
}

describe('trial (free-play) sessions', () => {
  it('are refused by every write route but the listed ones, whatever the body', async () => {
    const doc = (await t.inject({ url: '/docs/json' })).json<{
      paths: Record<string, Record<string, DocOperation>>;
    }>();
    const writes = t.app.routeTable.filter((route) => WRITE_METHODS.has(route.method));
    const routeKeys = writes.map((route) => `${route.method} ${route.url}`);
    // The list names only routes that exist.
    for (const key of TRIAL_MAY_CALL.keys()) expect(routeKeys).toContain(key);

    const walked: string[] = [];
    const accepted: string[] = [];
    // Logout ends the session the walk uses, so it is not called here.
    for (const route of writes) {
      const key = `${route.method} ${route.url}`;
      if (TRIAL_MAY_CALL.has(key) || isDevelopmentRoute(route.url)) continue;
      const operation = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      if (!operation) throw new Error(`${key} is missing from the API document`);
      let path = route.url;
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'path')
          path = path.replace(`:${parameter.name}`, String(sample(parameter.schema)));
      }
      const bodySchema = operation.requestBody?.content['application/json']?.schema;
      const body = { ...(bodySchema ? (sample(bodySchema) as object) : {}), ...BODY_OVERRIDES[key] };
      const response = await t.inject({
        method: route.method as 'POST' | 'PUT' | 'DELETE',
        url: withQuery(path),
        headers: { authorization: `Bearer ${trial.token}` },
        payload: body,
      });
      const code = response.headers.get('content-type')?.startsWith('application/json')
        ? response.json().code
        : response.body.slice(0, 40);
      walked.push(key);
      if (response.statusCode !== 403 || !refusals(route.url).includes(code)) {
        accepted.push(`${key} → ${response.statusCode} ${code}`);
      }
    }
    expect(accepted).toEqual([]);
    expect(walked.length).toBeGreaterThan(25);
  });

  it('store no feedback, favourite or mail change', async () => {
    const counts = async () => [
      await countRows(t, 'feedback'),
      await countRows(t, 'favourites'),
      await countRows(t, 'mail', 'read_at IS NOT NULL OR deleted_at IS NOT NULL'),
    ];
    const before = await counts();
    const nodeId = (await theRow<{ node_id: string }>(t, 'SELECT node_id FROM games LIMIT 1')).node_id;
    const mailId = (await theRow<{ id: number }>(t, 'SELECT id FROM mail LIMIT 1')).id;
    const answers = [
      await trial.put(MONEY_PATHS.feedback, {
        category: 'deposit',
        content: 'A trial should not reach support',
      }),
      await trial.post(LOBBY_PATHS.favourite, { nodeId }),
      await trial.del(`${LOBBY_PATHS.favourite}/${nodeId}`),
      await trial.post(`${MONEY_PATHS.mail}/${mailId}/read`),
      await trial.del(`${MONEY_PATHS.mail}/${mailId}`),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().code).toBe('auth.trial_forbidden');
    }
    expect(await counts()).toEqual(before);
  });
});
