// The ops page as the registry serves it: public files under a strict CSP, nothing else opened by it, and a script
// whose types are the registry's contract.
import path from 'node:path';
import ts from 'typescript';
import { startTestRegistry, type TestRegistry } from '../testing.ts';
import { OPS_CSP } from './routes.ts';

let registry: TestRegistry;

beforeAll(async () => {
  registry = await startTestRegistry();
});
afterAll(() => registry.close());

const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
    "frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-cache',
  'referrer-policy': 'no-referrer',
};

describe('the ops page', () => {
  it('serves its page, script and styles without a token, each with the strict CSP, nosniff and no-cache', async () => {
    expect(OPS_CSP).toBe(SECURITY_HEADERS['content-security-policy']);
    for (const [url, type] of [
      ['/ops', 'text/html; charset=utf-8'],
      ['/ops/ops.js', 'text/javascript; charset=utf-8'],
      ['/ops/ops.css', 'text/css; charset=utf-8'],
    ] as const) {
      const answer = await registry.app.inject({ method: 'GET', url });
      expect({ url, status: answer.statusCode, type: answer.headers['content-type'] }).toEqual({
        url,
        status: 200,
        type,
      });
      expect(answer.headers).toMatchObject(SECURITY_HEADERS);
    }
  });

  it('is a page that works under its own CSP: its script and styles by URL, nothing inline', async () => {
    const html = (await registry.app.inject({ method: 'GET', url: '/ops' })).body;
    expect(html).toContain('<script type="module" src="ops/ops.js"></script>');
    expect(html).toContain('<link rel="stylesheet" href="ops/ops.css" />');
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
    expect(html).toMatch(/<input[^>]*id="token"[^>]*type="password"[^>]*autocomplete="off"/);
  });

  it('answers 404 for any other file, as the registry answers an unknown route', async () => {
    for (const url of ['/ops/index.html', '/ops/routes.ts', '/ops/..%2Fserver.ts', '/ops/ops.js.map']) {
      const answer = await registry.app.inject({ method: 'GET', url });
      expect({
        url,
        status: answer.statusCode,
        code: answer.json<{ error: { code: string } }>().error.code,
      }).toEqual({ url, status: 404, code: 'registry.not_found' });
    }
  });

  it('sends /ops/ to /ops, where the page’s relative URLs resolve', async () => {
    const answer = await registry.app.inject({ method: 'GET', url: '/ops/' });
    expect(answer.statusCode).toBe(301);
    expect(new URL(answer.headers.location!, 'http://registry/ops/').pathname).toBe('/ops');
  });

  it('opens nothing else: the data the page shows still needs a token', async () => {
    for (const url of [
      '/whoami',
      '/environments',
      '/environments/staging',
      '/environments/staging/history',
    ]) {
      expect({ url, status: (await registry.app.inject({ method: 'GET', url })).statusCode }).toEqual({
        url,
        status: 401,
      });
    }
  });

  it('has a script whose JSDoc types hold against the registry’s contract', () => {
    const file = path.join(import.meta.dirname, 'ops.js');
    const program = ts.createProgram([file], {
      allowJs: true,
      checkJs: true,
      noEmit: true,
      strict: true,
      noUncheckedIndexedAccess: true,
      target: ts.ScriptTarget.ES2023,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      allowImportingTsExtensions: true,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: [],
      skipLibCheck: true,
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((each) => ts.flattenDiagnosticMessageText(each.messageText, '\n'));
    expect(problems).toEqual([]);
  }, 30_000);
});
