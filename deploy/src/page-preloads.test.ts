import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { earlyRequests, type EarlyRequests } from 'shared/start-requests';
import { pageParts, resetPreloadCaches, withPageParts } from './page-preloads.ts';

const headTags = async (...args: Parameters<typeof pageParts>) => (await pageParts(...args)).head;

const shellDir = mkdtempSync(path.join(tmpdir(), 'preloads-'));
mkdirSync(shellDir, { recursive: true });
writeFileSync(
  path.join(shellDir, 'initial-js.json'),
  JSON.stringify({
    files: ['js/main.0123456789.js', 'js/262.aaaaaaaaaa.js', 'js/bootstrap.bbbbbbbbbb.js'],
    styles: ['js/bootstrap.cccccccccc.css'],
  }),
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

const entryPreload = (remote: string) => ({
  href: `http://localhost:8081/remote-${remote}/0.1.0/remoteEntry.js`,
  as: 'fetch',
  crossorigin: 'anonymous',
});
/** A release store whose manifests list every expose with no files of its own: each gives its entry script. */
const entriesOnly = () =>
  Promise.resolve({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      'Pages',
      'HomeBanners',
      'HomeGameArea',
      'HomeSections',
      'Banners',
      'ServiceButton',
      'RealityCheck',
    ].map((name) => ({ name })),
  });
/** The list of files the page's loader preloads (shell/src/index.html), as written into the page. */
function firstLoadFiles(tags: string): unknown[] {
  const json = /<script type="application\/json" id="mc-first-load">(.*?)<\/script>/.exec(tags)?.[1];
  return JSON.parse(json ?? 'null') as unknown[];
}

/** The files named by <link rel="preload"> tags, in the loader's list's form. */
function preloadLinks(tags: string): unknown[] {
  return [...tags.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)"( crossorigin="anonymous")?>/g)].map(
    ([, as, href, cors]) => ({ href, as, ...(cors ? { crossorigin: 'anonymous' } : {}) }),
  );
}

/** Every file a page preloads: those the HTML names and those its loader starts. */
async function allPreloads(...args: Parameters<typeof pageParts>): Promise<unknown[]> {
  const parts = await pageParts(...args);
  return [...preloadLinks(parts.early ?? ''), ...firstLoadFiles(parts.head)];
}

test('home carries the pin file, the shell files and the entries of the remotes it shows above the fold', async () => {
  const tags = await headTags('/m/home', JSON.stringify(pin), { shellDir, releaseManifest: entriesOnly });
  expect(tags).toContain('<script type="application/json" id="mc-pin-file">');
  expect(tags).toContain('<link rel="preconnect" href="http://localhost:8081" crossorigin>');
  const files = firstLoadFiles(tags);
  expect(files).toContainEqual({ href: '/js/262.aaaaaaaaaa.js', as: 'script' });
  expect(tags).not.toContain('main.0123456789'); // the page loads main.js itself
  // The start chunks' style sheets come with their scripts: webpack runs a chunk only once its sheet is in.
  expect(files).toContainEqual({ href: '/js/bootstrap.cccccccccc.css', as: 'style' });
  expect(files).toContainEqual(entryPreload('content'));
  expect(files).toContainEqual(entryPreload('lobby'));
  expect(files).not.toContainEqual(entryPreload('account'));
  // The shell loads entry scripts, never manifests: none is preloaded.
  expect(files.some((file) => (file as { href: string }).href.includes('mf-manifest'))).toBe(false);
  // Nothing is preloaded from the HTML itself: the loader starts the list after home's first frame.
  expect(tags).not.toContain('rel="preload"');
});

test('a page without a banner names its files of every language in <link> tags at the top of its head; texts stay with the loader', async () => {
  const textsShell = mkdtempSync(path.join(tmpdir(), 'preloads-early-'));
  writeFileSync(
    path.join(textsShell, 'initial-js.json'),
    JSON.stringify({
      files: ['js/main.0123456789.js', 'js/262.aaaaaaaaaa.js'],
      styles: ['js/bootstrap.cccccccccc.css'],
      texts: [{ file: 'js/texts-shared-bn-json.1111111111.js', lang: 'bn' }],
    }),
  );
  const parts = await pageParts('/m/member', JSON.stringify(pin), {
    shellDir: textsShell,
    releaseManifest: entriesOnly,
  });
  const early = preloadLinks(parts.early ?? '');
  expect(early).toEqual([
    { href: '/js/262.aaaaaaaaaa.js', as: 'script' },
    { href: '/js/bootstrap.cccccccccc.css', as: 'style' },
    entryPreload('account'),
  ]);
  // The loader keeps what depends on the page's language (the remembered one, which only the page can read).
  expect(firstLoadFiles(parts.head)).toEqual([
    { href: '/js/texts-shared-bn-json.1111111111.js', as: 'script', lang: 'bn' },
  ]);
  // Right after the charset, before the loader's scripts: the browser's preload scanner finds them first.
  const page = withPageParts(
    '<html><head><meta charset="utf-8" /><script>loader()</script></head><body></body></html>',
    parts,
  );
  expect(page.indexOf('rel="preload"')).toBeGreaterThan(page.indexOf('charset'));
  expect(page.indexOf('rel="preload"')).toBeLessThan(page.indexOf('loader()'));
  // Home opens on a banner: no file may compete with its image, the loader starts them once it is painted.
  const home = await pageParts('/m/home', JSON.stringify(pin), { shellDir: textsShell });
  expect(home.early ?? '').toBe('');
});

test("each page preloads its own first-load remotes' files, a page with none preloads no remote", async () => {
  const member = await allPreloads('/m/member', JSON.stringify(pin), {
    shellDir,
    releaseManifest: entriesOnly,
  });
  expect(member).toContainEqual(entryPreload('account'));
  expect(member).not.toContainEqual(entryPreload('lobby'));
  const about = await allPreloads('/m/about', JSON.stringify(pin), {
    shellDir,
    releaseManifest: entriesOnly,
  });
  expect(about.some((file) => (file as { as: string }).as === 'fetch')).toBe(false);
  expect(await headTags('/m/about', JSON.stringify(pin), { shellDir })).toContain('id="mc-pin-file"');
});

test('each page lists the API calls it starts with, for the loader to make before any script arrives', async () => {
  const earlyOf = async (pathname: string) =>
    JSON.parse(
      /<script type="application\/json" id="mc-early-requests">(.*?)<\/script>/.exec(
        await headTags(pathname, JSON.stringify(pin), { shellDir }),
      )?.[1] ?? 'null',
    ) as EarlyRequests;
  const home = await earlyOf('/m/home');
  expect(home).toEqual(earlyRequests('/m/home'));
  expect(home.everyone).toContain('/wps/system/status?merchantCode=vsbdtf5&moduleId=COMM3');
  expect(home.session.some((call) => call.startsWith('/wps/member/rank'))).toBe(false);
  const member = await earlyOf('/m/member');
  expect(member.session.some((call) => call.startsWith('/wps/member/rank'))).toBe(true);
  expect(member).toEqual(earlyRequests('/m/member'));
  // The badges' counts are no start calls: they wait for the page's first content.
  expect([...member.session, ...member.memberArea].some((call) => call.startsWith('/wps/mail/unread'))).toBe(
    false,
  );
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
  expect(firstLoadFiles(tags)).toContainEqual({ href: '/js/bootstrap.bbbbbbbbbb.js', as: 'script' });
  expect(withPageParts('<html><head></head><body></body></html>', { head: '<x>', body: '' })).toBe(
    '<html><head><x></head><body></body></html>',
  );
});

test("home paints its first frame from the HTML: the header's bar and the first banner, before any script", async () => {
  const asked: string[] = [];
  const firstBanner = (group: string) => {
    asked.push(group);
    return Promise.resolve(`/static/banners/${group}-1.png?a="b"`);
  };
  const home = await pageParts('/m/home', JSON.stringify(pin), { shellDir, firstBanner });
  const page = withPageParts(
    '<html><head><title>x</title></head><body class="b"><div id="root"></div></body></html>',
    home,
  );
  // The frame comes first in <body>, before the app's root, with the image at high priority and its size fixed.
  expect(page).toMatch(
    /<body class="b"><div id="mc-first-frame" aria-hidden="true"><div><i>☰<\/i><b>VS<em>BDT<\/em><\/b><\/div><img src="\/static\/banners\/m_home-1\.png\?a=&quot;b&quot;" width="750" height="300" alt="" fetchpriority="high"><\/div><div id="root">/,
  );
  expect(page).toMatch(/<style>#mc-first-frame\{position:absolute;[^<]*<\/style><\/head>/);
  expect(asked).toEqual(['m_home']);
});

test('each page shows the first banner of the group it shows first; pages without banners the bar only', async () => {
  const asked: string[] = [];
  const firstBanner = (group: string) => {
    asked.push(group);
    return Promise.resolve(`/static/banners/${group}.svg`);
  };
  const body = async (pathname: string) =>
    (await pageParts(pathname, JSON.stringify(pin), { shellDir, firstBanner })).body;
  // A lobby page: its route's group (the route table's bannerGroup).
  expect(await body('/m/slot-games')).toContain('<img src="/static/banners/m_rng.svg"');
  expect(await body('/m/live-games')).toContain('<img src="/static/banners/m_live.svg"');
  // A popup over home (login) shows home underneath, and so home's carousel.
  expect(await body('/m/login')).toContain('<img src="/static/banners/m_home.svg"');
  // The about page and a member page show no banners: the header's bar only, and the API is not asked.
  asked.length = 0;
  for (const pathname of ['/m/about', '/m/settings', '/m/no-such-page']) {
    expect(await body(pathname)).toBe(
      '<div id="mc-first-frame" aria-hidden="true"><div><i>☰</i><b>VS<em>BDT</em></b></div></div>',
    );
  }
  expect(asked).toEqual([]);
});

test("the member centre's first frame draws its guest card in both languages, shown by the page's language to a visitor without a session", async () => {
  const member = await pageParts('/m/member', JSON.stringify(pin), { shellDir });
  // The account remote's own words, in every language the site speaks.
  expect(member.body).toBe(
    '<div id="mc-first-frame" aria-hidden="true"><div><i>☰</i><b>VS<em>BDT</em></b></div><section>' +
      '<p lang="bn">আপনার অ্যাকাউন্ট, ব্যালেন্স ও পুরস্কার দেখতে লগইন বা নিবন্ধন করুন।</p><span lang="bn">লগইন / নিবন্ধন</span>' +
      '<p lang="en">Log in or register to see your account, balance and rewards.</p><span lang="en">Login / Register</span>' +
      '</section></div>',
  );
  // Hidden in the other language and whenever the head script found a stored session (shell/src/index.html).
  expect(member.head).toContain('html:not([lang=en]) #mc-first-frame>section>[lang=en]');
  expect(member.head).toContain('html:not([lang=bn]) #mc-first-frame>section>[lang=bn]');
  expect(member.head).toContain('html[data-session] #mc-first-frame>section{display:none}');
  // No other page carries the card or its style.
  const settings = await pageParts('/m/settings', JSON.stringify(pin), { shellDir });
  expect(settings.head).not.toContain('#mc-first-frame>section');
});

test('a page whose banner is not known (the API slow or empty) paints the bar only: the carousel finds its image itself', async () => {
  const home = await pageParts('/m/home', JSON.stringify(pin), {
    shellDir,
    firstBanner: () => Promise.resolve(null),
  });
  expect(home.body).toContain('<div id="mc-first-frame"');
  expect(home.body).not.toContain('<img');
  expect(home.head).toContain('id="mc-pin-file"');
});

test("a page's first remote modules are preloaded into the HTTP cache from the release's manifest, never as scripts", async () => {
  const asked: string[] = [];
  const releaseManifest = (url: string) => {
    asked.push(url);
    return Promise.resolve(
      url.includes('remote-account')
        ? {
            metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
            exposes: [
              {
                name: 'Pages',
                assets: {
                  js: {
                    sync: ['js/83.aaaa.js', 'js/__federation_expose_Pages.bbbb.js'],
                    async: [
                      'js/9.cccc.js',
                      'js/page-member.ffff.js',
                      'js/page-deposit.gggg.js',
                      'js/page-depositRecord~bettingRecord.hhhh.js',
                    ],
                  },
                  css: {
                    sync: ['js/__federation_expose_Pages.dddd.css'],
                    async: ['js/page-deposit.iiii.css'],
                  },
                },
              },
              { name: 'AuthPopup', assets: { js: { sync: ['js/__federation_expose_AuthPopup.eeee.js'] } } },
            ],
          }
        : null,
    );
  };
  const files = await allPreloads('/m/member', JSON.stringify(pin), { shellDir, releaseManifest });
  const base = 'http://localhost:8081/remote-account/0.1.0/';
  for (const file of [
    'remoteEntry.js',
    'js/83.aaaa.js',
    'js/__federation_expose_Pages.bbbb.js',
    'js/__federation_expose_Pages.dddd.css',
    // The chunk of the page the visit opens on (shared/page-parts' page chunks), not those of the others.
    'js/page-member.ffff.js',
  ]) {
    expect(files).toContainEqual({ href: `${base}${file}`, as: 'fetch', crossorigin: 'anonymous' });
  }
  // Only the expose the page shows, only what it needs at once; and no remote file as a script preload.
  const hrefs = files.map((file) => (file as { href: string }).href);
  expect(
    hrefs.some(
      (href) => href.includes('AuthPopup') || href.includes('9.cccc') || href.includes('page-deposit'),
    ),
  ).toBe(false);
  const hrefsOf = async (pathname: string) =>
    (await allPreloads(pathname, JSON.stringify(pin), { shellDir, releaseManifest })).map(
      (file) => (file as { href: string }).href,
    );
  // A page's chunk with its style sheet; a chunk that several pages share, for each of them.
  expect(await hrefsOf('/m/voucherCenter')).toEqual(
    expect.arrayContaining([`${base}js/page-deposit.gggg.js`, `${base}js/page-deposit.iiii.css`]),
  );
  expect(await hrefsOf('/m/gameRecord')).toContain(`${base}js/page-depositRecord~bettingRecord.hhhh.js`);
  expect(await hrefsOf('/m/gameRecord')).not.toContain(`${base}js/page-member.ffff.js`);
  expect(
    files.filter(
      (file) =>
        (file as { as: string }).as === 'script' && (file as { href: string }).href.startsWith('http'),
    ),
  ).toEqual([]);
  // The account's manifest, the map of its scripts' texts (tools/webpack/texts-by-file-plugin.ts) and, for the
  // member centre's first-paint script, its file list; nothing else.
  expect(new Set(asked)).toEqual(
    new Set([
      manifestUrl('account'),
      manifestUrl('account').replace('mf-manifest.json', 'texts-by-file.json'),
      manifestUrl('account').replace('mf-manifest.json', 'release.json'),
    ]),
  );

  // A manifest the store did not give in time: the page preloads nothing of that remote and loads it as it goes.
  const lobby = await allPreloads('/m/slot-games', JSON.stringify(pin), { shellDir, releaseManifest });
  expect(lobby.some((file) => (file as { href: string }).href.includes('remote-lobby'))).toBe(false);
});

test("texts are listed with their language: those the page's scripts ask for, never the remote copies of the shared namespace", async () => {
  const textsShell = mkdtempSync(path.join(tmpdir(), 'preloads-texts-'));
  writeFileSync(
    path.join(textsShell, 'initial-js.json'),
    JSON.stringify({
      files: ['js/main.0123456789.js'],
      texts: [
        { file: 'js/texts-shell-bn-json.1111111111.js', lang: 'bn' },
        { file: 'js/texts-shell-en-json.2222222222.js', lang: 'en' },
      ],
    }),
  );
  const releaseManifest = (url: string) =>
    Promise.resolve(
      url.endsWith('/texts-by-file.json')
        ? { 'js/__federation_expose_Pages.bbbb.js': ['account'], 'js/page-member.ffff.js': ['memberArea'] }
        : {
            metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
            exposes: [
              {
                name: 'Pages',
                assets: {
                  js: {
                    sync: ['js/__federation_expose_Pages.bbbb.js'],
                    async: [
                      'js/page-member.ffff.js',
                      'js/texts-memberArea-bn-json.3333333333.js',
                      'js/texts-memberArea-en-json.4444444444.js',
                      'js/texts-money-bn-json.7777777777.js',
                      'js/texts-shared-bn-json.5555555555.js',
                      'js/texts-routes-en-json.6666666666.js',
                    ],
                  },
                },
              },
            ],
          },
    );
  const files = await allPreloads('/m/member', JSON.stringify(pin), {
    shellDir: textsShell,
    releaseManifest,
  });
  const base = 'http://localhost:8081/remote-account/0.1.0/js/';
  expect(files).toEqual(
    expect.arrayContaining([
      { href: '/js/texts-shell-bn-json.1111111111.js', as: 'script', lang: 'bn' },
      { href: '/js/texts-shell-en-json.2222222222.js', as: 'script', lang: 'en' },
      {
        href: `${base}texts-memberArea-bn-json.3333333333.js`,
        as: 'fetch',
        crossorigin: 'anonymous',
        lang: 'bn',
      },
      {
        href: `${base}texts-memberArea-en-json.4444444444.js`,
        as: 'fetch',
        crossorigin: 'anonymous',
        lang: 'en',
      },
    ]),
  );
  const hrefs = files.map((file) => (file as { href: string }).href);
  // The money pages' texts are the deposit page's, not the member centre's.
  expect(hrefs.some((href) => /texts-(shared|routes|money)-/.test(href))).toBe(false);
});

describe("the member centre's first-paint script", () => {
  const accountBase = 'http://localhost:8081/remote-account/0.1.0/';
  /** A release store whose account release lists `files` in its release.json; manifests as entriesOnly. */
  const storeWith = (files: Record<string, string> | null) => (url: string) =>
    url === `${accountBase}release.json` ? Promise.resolve(files && { files }) : entriesOnly();
  const release = {
    'remoteEntry.js': 'sha384-entry',
    'js/first-paint-member.0a1b2c3d4e.js': 'sha384-first"paint',
    'js/first-paint-member.0a1b2c3d4e.js.br': 'sha384-brotli',
  };

  /** The first-paint script the page's head script would add, as the site server names it. */
  const firstPaintOf = (tags: string) => {
    const json = /<script type="application\/json" id="mc-first-paint">(.*?)<\/script>/.exec(tags)?.[1];
    return json === undefined ? null : (JSON.parse(json) as unknown);
  };

  test('is named first in the head of /m/member, from the pinned release, with its integrity', async () => {
    const parts = await pageParts('/m/member', JSON.stringify(pin), {
      shellDir,
      releaseManifest: storeWith(release),
    });
    expect(parts.early?.startsWith('<script type="application/json" id="mc-first-paint">')).toBe(true);
    // One script: not the compressed copies beside it.
    expect(firstPaintOf(parts.early ?? '')).toEqual({
      src: `${accountBase}js/first-paint-member.0a1b2c3d4e.js`,
      integrity: 'sha384-first"paint',
    });
    // Never a script tag of its own: a visitor, whom the head script does not give it, downloads nothing.
    expect(`${parts.early}${parts.head}`).not.toContain('<script async');
    // The page's files are listed for the loader, which asks for the script and the start calls the card is drawn
    // from first: no <link> tag starts a file before them.
    expect(preloadLinks(parts.early ?? '')).toEqual([]);
    expect(firstLoadFiles(parts.head)).toEqual(
      expect.arrayContaining([{ href: '/js/262.aaaaaaaaaa.js', as: 'script' }, entryPreload('account')]),
    );
  });

  test('is not added to other pages, nor when the release has none or its file list does not come', async () => {
    for (const pathname of ['/m/home', '/m/deposit', '/m/vipBenefits']) {
      const parts = await pageParts(pathname, JSON.stringify(pin), {
        shellDir,
        releaseManifest: storeWith(release),
      });
      expect(firstPaintOf(`${parts.early ?? ''}${parts.head}`)).toBeNull();
    }
    for (const files of [{ 'remoteEntry.js': 'sha384-entry' }, null]) {
      resetPreloadCaches();
      const parts = await pageParts('/m/member', JSON.stringify(pin), {
        shellDir,
        releaseManifest: storeWith(files),
      });
      expect(firstPaintOf(`${parts.early ?? ''}${parts.head}`)).toBeNull();
      // Nothing to ask for first: the files start from <link> tags, as on any page without a banner.
      expect(preloadLinks(parts.early ?? '')).toContainEqual(entryPreload('account'));
    }
  });
});
