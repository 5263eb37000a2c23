import { CONTENT_PATHS, RESOURCE_TYPES } from 'shared/contract';
import { DEFAULT_PUBLIC_ORIGIN } from '../app.ts';
import { createTestApp, withQuery, theRow } from '../testing/test-app.ts';
import { CONTENT_SEED } from '../db/content-seed.ts';
import type { TestApp } from '../testing/test-app.ts';
import type { ApiEnvelope, CustomerServiceEntry, DownloadLink, HelpItem, SiteContent } from 'shared/contract';
import { allRows, run } from '../db/database.ts';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const valueOf = async <T>(
  path: string,
  query: Record<string, string> = {},
  headers: Record<string, string> = {},
) => {
  const response = await t.inject({ url: withQuery(path, query), headers });
  expect(response.statusCode).toBe(200);
  return response.json<ApiEnvelope<T>>().value as T;
};
const help = async (query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  await valueOf<HelpItem[]>(CONTENT_PATHS.help, { device: 'MOBILE', ...query }, headers);
const site = async (query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  await valueOf<SiteContent>(CONTENT_PATHS.siteContent, query, headers);

describe('GET help', () => {
  it('has the same sections (tags, order, children count) in Bengali and English', async () => {
    const bn = await help({ language: 'bn' });
    const en = await help({ language: 'en' });
    expect(bn.map((item) => item.tag)).toEqual(CONTENT_SEED.helpTags);
    expect(en.map((item) => item.tag)).toEqual(CONTENT_SEED.helpTags);
    expect(bn.map((item) => item.children.length)).toEqual(en.map((item) => item.children.length));
    expect(en[0]?.title).toBe('About vsbdtf5');
    expect(bn[0]?.title).toBe('vsbdtf5 সম্পর্কে');
  });

  it('gives accordion sections children and plain sections content only', async () => {
    const byTag = new Map((await help({ language: 'en' })).map((item) => [item.tag, item]));
    const faq = byTag.get('faq');
    expect(faq?.children.length).toBeGreaterThanOrEqual(3);
    expect(faq?.content).toBe('');
    for (const child of faq?.children ?? [])
      expect(child).toEqual({
        id: expect.any(Number) as number,
        title: expect.any(String) as string,
        content: expect.any(String) as string,
      });
    const terms = byTag.get('terms');
    expect(terms?.children).toEqual([]);
    expect(terms?.content).toContain('18');
    // Hostile HTML is returned verbatim: the site sanitises it.
    const hostile = faq?.children.find((child) => child.content.includes('<script>'));
    expect(hostile?.content).toContain('onerror=');
    expect(hostile?.content).toContain('javascript:');
    expect(hostile?.content).toContain('<iframe');
  });

  it('follows the language query, else the x-lang header, else Bengali', async () => {
    const firstTitle = async (query: Record<string, string>, headers: Record<string, string> = {}) =>
      (await help(query, headers))[0]?.title;
    expect(await firstTitle({})).toBe('vsbdtf5 সম্পর্কে');
    expect(await firstTitle({}, { 'x-lang': 'en' })).toBe('About vsbdtf5');
    expect(await firstTitle({ language: 'bn' }, { 'x-lang': 'en' })).toBe('vsbdtf5 সম্পর্কে');
    expect(await firstTitle({ lang: 'EN' })).toBe('About vsbdtf5');
    expect(await firstTitle({ language: 'fr' }, { 'x-lang': 'en' })).toBe('About vsbdtf5');
    expect(await firstTitle({ language: 'fr' })).toBe('vsbdtf5 সম্পর্কে');
  });

  it('answers a section missing in the asked language in the other one, in its place and with its children', async () => {
    const db = t.app.db;
    // The English withdrawal section taken out (kept to be put back).
    const item = await theRow<{
      id: number;
      title: string;
      content: string;
      sequence: number;
    }>(t, "SELECT * FROM help_items WHERE language = 'en' AND tag = 'withdraw'");
    const children = await allRows<{
      id: number;
      title: string;
      content: string;
      sequence: number;
    }>(db, 'SELECT * FROM help_children WHERE help_item_id = ?', item.id);
    await run(db, 'DELETE FROM help_children WHERE help_item_id = ?', item.id);
    await run(db, 'DELETE FROM help_items WHERE id = ?', item.id);
    try {
      const en = await help({ language: 'en' });
      expect(en.map((section) => section.tag)).toEqual(CONTENT_SEED.helpTags);
      const withdraw = en.find((section) => section.tag === 'withdraw');
      expect(withdraw?.title).toBe('উত্তোলন');
      expect(withdraw?.children.map((child) => child.title)).toEqual([
        'কীভাবে টাকা তুলব?',
        'উত্তোলনের সীমা',
        'আমার উত্তোলন কেন অপেক্ষমাণ?',
      ]);
      expect(en[0]?.title).toBe('About vsbdtf5');
      // Bengali has every section of its own.
      expect((await help({ language: 'bn' })).find((section) => section.tag === 'withdraw')?.title).toBe(
        'উত্তোলন',
      );
    } finally {
      await run(
        db,
        "INSERT INTO help_items (id, language, title, tag, content, sequence) VALUES (?, 'en', ?, 'withdraw', ?, ?)",
        item.id,
        item.title,
        item.content,
        item.sequence,
      );
      for (const child of children) {
        await run(
          db,
          'INSERT INTO help_children (id, help_item_id, title, content, sequence) VALUES (?, ?, ?, ?, ?)',
          child.id,
          item.id,
          child.title,
          child.content,
          child.sequence,
        );
      }
    }
  });

  it('answers 400 for an unknown device', async () => {
    const response = await t.inject({ url: withQuery(CONTENT_PATHS.help, { device: 'TV' }) });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET customerService', () => {
  it('lists the live chat (the site path /chat) and Telegram entries', async () => {
    const entries = await valueOf<CustomerServiceEntry[]>(CONTENT_PATHS.customerService);
    expect(entries[0]).toEqual({
      id: expect.any(Number) as number,
      csType: 'LIVECHAT',
      title: 'Live Chat 24/7',
      path: '/chat',
    });
    const telegram = entries.filter((entry) => entry.csType === 'TELEGRAM');
    expect(telegram.length).toBeGreaterThanOrEqual(1);
    for (const entry of telegram) expect(entry.path).toMatch(/^https:\/\/t\.me\//);
  });
});

describe('GET downloadLinks', () => {
  it('lists the configured resource types only', async () => {
    const links = await valueOf<DownloadLink[]>(CONTENT_PATHS.downloadLinks);
    const types = links.map((link) => link.resourceType);
    expect(types).toEqual(CONTENT_SEED.configuredResourceTypes);
    for (const type of CONTENT_SEED.unconfiguredResourceTypes) expect(types).not.toContain(type);
    for (const type of types) expect(RESOURCE_TYPES).toContain(type);
    const byType = new Map(links.map((link) => [link.resourceType, link]));
    expect(byType.get('MOBILECONFIG')?.url).toBe('/static/downloads/vsbdtf5.mobileconfig');
    expect(byType.get('Android')).toEqual({
      resourceType: 'Android',
      url: '/static/downloads/vsbdtf5.apk',
      labelNameEn: 'Android App',
    });
    expect(byType.get('AppDownloadIcon')).toEqual({
      resourceType: 'AppDownloadIcon',
      url: '/static/content/app-icon.svg',
    });
    for (const type of [
      'FACEBOOK',
      'TELEGRAM',
      'WHATSAPP',
      'INSTAGRAM',
      'YOUTUBE',
      'TWITTER',
      'TIKTOK',
    ] as const) {
      expect(byType.get(type)?.url).toMatch(/^https:\/\//);
    }
  });

  it('serves the Android package (a ZIP) and the iOS profile (a plist) with their content types', async () => {
    const apk = await fetch(`${t.baseUrl}/static/downloads/vsbdtf5.apk`);
    expect(apk.status).toBe(200);
    expect(apk.headers.get('content-type')).toBe('application/vnd.android.package-archive');
    expect(apk.headers.get('content-disposition')).toBe('attachment; filename="vsbdtf5.apk"');
    const bytes = Buffer.from(await apk.arrayBuffer());
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(bytes.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]))).toBe(true);

    const profile = await t.inject({
      url: '/static/downloads/vsbdtf5.mobileconfig',
      headers: { referer: 'https://m.vsbdtf5.example/m/download' },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers.get('content-type')).toBe('application/x-apple-aspen-config');
    expect(profile.body).toMatch(/^<\?xml/);
    expect(profile.body).toContain('<string>com.apple.webClip.managed</string>');
    // The web clip opens the site's public origin, whatever page the request came from (static.test.ts).
    expect(profile.body).toContain(`<string>${DEFAULT_PUBLIC_ORIGIN}/m/home</string>`);

    for (const url of [
      '/static/downloads/other.apk',
      '/static/content/nope.svg',
      '/static/content/highlight-x.svg',
    ]) {
      expect((await t.inject({ url })).statusCode).toBe(404);
    }
  });

  it('serves the app icon and the licence seal as SVG', async () => {
    for (const url of ['/static/content/app-icon.svg', '/static/content/licence.svg']) {
      const response = await t.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    }
  });
});

describe('GET siteContent', () => {
  it('answers six highlight cards, the help block, the licence, the copyright and two promo links', async () => {
    const en = await site({ language: 'en' });
    expect(en.highlights.map((card) => card.title)).toEqual([
      '600+ Games',
      '24/7 Support',
      '97% Win-Rate Slot Formulas',
      '97% Win-Rate Baccarat Formulas',
      'Fast Deposits & Withdrawals',
      'Safe & Licensed',
    ]);
    expect(en.helpBlock.title).toBe('Help Centre');
    expect(en.licence).toEqual({
      imageUrl: '/static/content/licence.svg',
      title: expect.any(String) as string,
    });
    expect(en.copyright).toBe('© 2019-2025 vsbdtf5. All rights reserved.');
    expect(en.promoLinks).toEqual([
      { promotionId: 1, title: 'First Deposit 100% Bonus' },
      { promotionId: 2, title: 'Weekend Reload 50%' },
    ]);
    for (const card of en.highlights) {
      const icon = await t.inject({ url: card.iconUrl });
      expect(icon.statusCode).toBe(200);
      expect(icon.body).toContain('<svg');
    }
  });

  it('is in Bengali by default and follows the x-lang header', async () => {
    const bn = await site();
    expect(bn.highlights).toHaveLength(6);
    expect(bn.highlights[0]?.title).toBe('৬০০+ গেম');
    expect(bn.helpBlock.title).toBe('সহায়তা কেন্দ্র');
    expect(bn.copyright).toContain('2019-2025');
    expect(bn.highlights.map((card) => card.iconUrl)).toEqual(
      (await site({ language: 'en' })).highlights.map((card) => card.iconUrl),
    );
    expect((await site({}, { 'x-lang': 'en' })).helpBlock.title).toBe('Help Centre');
  });

  it("names the footer's promo links in the asked language", async () => {
    expect((await site({ language: 'bn' })).promoLinks).toEqual([
      { promotionId: 1, title: 'প্রথম জমায় ১০০% বোনাস' },
      { promotionId: 2, title: 'উইকেন্ড রিলোড ৫০%' },
    ]);
  });

  it('drops a promo link once its promotion has ended', async () => {
    t.advance(31 * DAY);
    expect((await site({ language: 'en' })).promoLinks).toEqual([
      { promotionId: 1, title: 'First Deposit 100% Bonus' },
    ]);
  });
});
