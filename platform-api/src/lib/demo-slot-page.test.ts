// The demo slot's game page as the lobby frames it (over real HTTP): its own CSP lets only the site frame it, so
// another site cannot put the game, and a player's session on it, inside its own page.
import { createTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('production', { publicOrigin: 'https://m.example.com' });
});
afterAll(async () => {
  await t.close();
});

const directivesOf = (csp: string) =>
  new Map(
    csp.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

it('may be framed only by the site that serves it (frame-ancestors)', async () => {
  const response = await t.inject({ url: '/games/demo-slot?gameId=JL-SUPERACE&lang=en' });
  expect(response.statusCode).toBe(200);
  const csp = directivesOf(response.headers.get('content-security-policy') ?? '');
  // 'self' is the origin the page is served on: the site's, which proxies /games/ same-origin.
  expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
  expect(csp.get('default-src')).toEqual(["'self'"]);
});
