import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { headTags, resetPreloadCaches, withHeadTags } from './page-preloads.ts';

const shellDir = mkdtempSync(path.join(tmpdir(), 'preloads-'));
mkdirSync(shellDir, { recursive: true });
writeFileSync(
  path.join(shellDir, 'initial-js.json'),
  JSON.stringify({ files: ['js/main.0123456789.js', 'js/262.aaaaaaaaaa.js', 'js/bootstrap.bbbbbbbbbb.js'] }),
);

const manifestUrl = (remote: string) => `http://localhost:8081/remote-${remote}/0.1.0/mf-manifest.json`;
const pin = {
  environment: 'local',
  remotes: Object.fromEntries(
    ['account', 'lobby', 'content', 'agent'].map((name) => [
      name,
      { version: '0.1.0', manifest: manifestUrl(name), previous: null },
    ]),
  ),
};
beforeEach(() => {
  resetPreloadCaches();
});

const manifestPreload = (remote: string) =>
  `<link rel="preload" as="fetch" href="${manifestUrl(remote)}" crossorigin="anonymous">`;

test('home carries the pin file, the shell files and the manifests of what it shows above the fold', async () => {
  const tags = await headTags('/m/home', JSON.stringify(pin), { shellDir });
  expect(tags).toContain('<script type="application/json" id="mc-pin-file">');
  expect(tags).toContain('<link rel="preload" as="script" href="/js/262.aaaaaaaaaa.js">');
  expect(tags).not.toContain('main.0123456789'); // the page loads main.js itself
  expect(tags).toContain('<link rel="preconnect" href="http://localhost:8081" crossorigin>');
  expect(tags).toContain(manifestPreload('content'));
  expect(tags).toContain(manifestPreload('lobby'));
  expect(tags).not.toContain(manifestPreload('account'));
  // No remote script is preloaded: a failed preload would be reused when the player retries the area.
  expect(tags).not.toContain('remoteEntry.js');
});

test('each page preloads the manifests of its own first-load remotes, a page with none preloads no remote', async () => {
  const member = await headTags('/m/member', JSON.stringify(pin), { shellDir });
  expect(member).toContain(manifestPreload('account'));
  expect(member).not.toContain(manifestPreload('lobby'));
  const about = await headTags('/m/about', JSON.stringify(pin), { shellDir });
  expect(about).not.toContain('rel="preload" as="fetch"');
  expect(about).toContain('id="mc-pin-file"');
});

test('pin file text cannot close the script element it is written into', async () => {
  const hostile = { ...pin, environment: '</script><script>alert(1)</script>' };
  const tags = await headTags('/m/about', JSON.stringify(hostile), { shellDir });
  expect(tags).not.toContain('</script><script>');
  expect(tags).toContain('\\u003c/script\\u003e');
});

test('an unreadable pin file is left to the shell (no inline copy, no remote preloads)', async () => {
  const tags = await headTags('/m/home', '{', { shellDir });
  expect(tags).not.toContain('mc-pin-file');
  expect(tags).not.toContain('mf-manifest');
  expect(withHeadTags('<html><head></head></html>', '<x>')).toBe('<html><head><x></head></html>');
});

test("home preloads its first banner's image with high priority; other pages do not ask for it", async () => {
  let asked = 0;
  const homeBanner = () => {
    asked += 1;
    return Promise.resolve('/static/banners/home-1.png');
  };
  const home = await headTags('/m/home', JSON.stringify(pin), { shellDir, homeBanner });
  expect(home).toContain(
    '<link rel="preload" as="image" href="/static/banners/home-1.png" fetchpriority="high">',
  );
  const slots = await headTags('/m/slot-games', JSON.stringify(pin), { shellDir, homeBanner });
  expect(slots).not.toContain('as="image"');
  expect(asked).toBe(1);
});
