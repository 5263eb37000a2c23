// The app downloads over real HTTP: the iOS profile's web clip opens the site's configured public origin, never a
// host the request names (a Host, X-Forwarded-Host or Referer the caller chose).
import http from 'node:http';
import { createTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

const PROFILE = '/static/downloads/vsbdtf5.mobileconfig';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('production', { publicOrigin: 'https://m.example.com' });
});
afterAll(async () => {
  await t.close();
});

/** A GET with the Host header given (fetch always sends the URL's own host). */
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${t.baseUrl}${path}`, { headers: { host } }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

const webClipUrl = (profile: string) => /<key>URL<\/key>\s*<string>([^<]*)<\/string>/.exec(profile)?.[1];

it("the iOS profile's web clip opens the public origin's home page", async () => {
  const response = await t.inject({ url: PROFILE });
  expect(response.statusCode).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/x-apple-aspen-config');
  expect(webClipUrl(response.body)).toBe('https://m.example.com/m/home');
});

it("the iOS profile's web clip ignores the Host, X-Forwarded-Host and Referer the request carries", async () => {
  const byHost = await getWithHost(PROFILE, 'evil.example');
  expect(byHost.status).toBe(200);
  expect(webClipUrl(byHost.body)).toBe('https://m.example.com/m/home');
  const byHeaders = await t.inject({
    url: PROFILE,
    headers: {
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
      referer: 'http://evil.example/m/download',
    },
  });
  expect(webClipUrl(byHeaders.body)).toBe('https://m.example.com/m/home');
  expect(byHeaders.body).not.toContain('evil.example');
});
