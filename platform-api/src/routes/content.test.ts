import { API_PATHS, CONTENT_PATHS } from 'shared/contract';
import { bearer, countRows, createTestApp, loginToken, theRow, withQuery } from '../testing/test-app.ts';
import { CONTENT_SEED } from '../db/content-seed.ts';
import type { TestApp } from '../testing/test-app.ts';
import type {
  AnnouncementResponse,
  ApiEnvelope,
  MerchantConfig,
  SystemStatus,
  VendorConfig,
} from 'shared/contract';
import { run } from '../db/database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const announcements = async (query: Record<string, string>, headers: Record<string, string> = {}) => {
  const response = await t.inject({ url: withQuery(API_PATHS.announcements, query), headers });
  expect(response.statusCode).toBe(200);
  return response.json<ApiEnvelope<AnnouncementResponse>>().value as AnnouncementResponse;
};

describe('GET announcements', () => {
  it('returns only the banners of the requested group, sorted by sequence, when types has B', async () => {
    const value = await announcements({ types: 'B', groupName: 'm_home' });
    expect(value.banners.length).toBeGreaterThanOrEqual(3);
    expect(value.banners.every((banner) => banner.groupName === 'm_home')).toBe(true);
    const sequences = value.banners.map((banner) => banner.sequence);
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
    expect(value.player).toEqual([]);
    expect(value.promotion).toEqual([]);
  });

  it('returns banners of every group without groupName', async () => {
    const groups = new Set((await announcements({ types: 'B' })).banners.map((banner) => banner.groupName));
    for (const group of [
      'm_home',
      'm_rng',
      'm_sports',
      'm_pvp',
      'm_live',
      'm_fish',
      'm_lott',
      'm_elott',
      'm_reg',
    ]) {
      expect(groups).toContain(group);
    }
  });

  it('returns player, popup and promotion announcements by type and no banners without B', async () => {
    const value = await announcements({ types: 'PL,PU,PR' });
    expect(value.banners).toEqual([]);
    expect(value.player.length).toBeGreaterThan(0);
    expect(value.popup.length).toBeGreaterThan(0);
    expect(value.promotion.length).toBeGreaterThan(0);
    expect(value.player.every((item) => item.type === 'PL' && item.read === false)).toBe(true);
    expect(value.promotion[0]?.announcementImages[0]).toMatchObject({ sequence: 1 });
    // Stored HTML is returned as is; the site sanitises it.
    expect(
      value.player.some((item) => item.content.includes('<script>') && item.content.includes('onerror')),
    ).toBe(true);
  });

  it('answers 400 bad_request for an unknown content type or banner group', async () => {
    const queries: Record<string, string>[] = [
      { types: 'X' },
      { types: 'B,' },
      { types: 'B', groupName: 'm_nowhere' },
    ];
    for (const query of queries) {
      const response = await t.inject({ url: withQuery(API_PATHS.announcements, query) });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('bad_request');
    }
  });
});

describe('announcement texts per language', () => {
  const titles = (items: { title: string }[]) => items.map((item) => item.title);

  it('answers notices, pop-ups and hot notices in Bengali by default and in English when asked', async () => {
    const bn = await announcements({ types: 'PL,PU,H' });
    expect(titles(bn.player)).toEqual(['নির্ধারিত রক্ষণাবেক্ষণ', 'vsbdtf5-এ স্বাগতম']);
    expect(bn.popup[0]?.content).toContain('<h3>জমা বোনাস</h3>');
    expect(titles(bn.hot)).toEqual(['হট: JILI Super Ace']);
    // The Bengali welcome carries the same hostile markup: the site sanitises either language.
    expect(bn.player[1]?.content).toContain('<script>');

    for (const en of [
      await announcements({ types: 'PL,PU,H', language: 'en' }),
      await announcements({ types: 'PL,PU,H' }, { 'x-lang': 'en' }),
    ]) {
      expect(titles(en.player)).toEqual(['Scheduled maintenance', 'Welcome to vsbdtf5']);
      expect(en.popup[0]?.content).toContain('<h3>Deposit bonus</h3>');
      expect(titles(en.hot)).toEqual(['Hot: JILI Super Ace']);
    }
    // Promotions in the list follow the language too.
    expect((await announcements({ types: 'PR' })).promotion[0]?.title).toBe('প্রথম জমায় ১০০% বোনাস');
  });

  it('answers an announcement without a text in the asked language in the one it was written in', async () => {
    const db = t.app.db;
    // Hot notices written in one language only: one in English, one in Bengali.
    const insert = async (title: string, content: string) =>
      (
        await theRow<{ id: number }>(
          t,
          "INSERT INTO announcements (title, content, start_date, type, sequence) VALUES (?, ?, 0, 'H', 90) RETURNING id",
          title,
          content,
        )
      ).id;
    const english = await insert('Only in English', '<p>English only</p>');
    const bengali = await insert('শুধু বাংলায়', '<p>শুধু বাংলা</p>');
    try {
      const inBengali = (await announcements({ types: 'H', language: 'bn' })).hot;
      const inEnglish = (await announcements({ types: 'H', language: 'en' })).hot;
      expect(inBengali.find((item) => item.id === english)).toMatchObject({
        title: 'Only in English',
        content: '<p>English only</p>',
      });
      expect(inEnglish.find((item) => item.id === bengali)).toMatchObject({
        title: 'শুধু বাংলায়',
        content: '<p>শুধু বাংলা</p>',
      });
    } finally {
      await run(db, 'DELETE FROM announcements WHERE id IN (?, ?)', english, bengali);
    }
  });
});

describe('promotions in the announcement list (type PR)', () => {
  it('maps the current promotions onto the announcement shape; no PR rows are left in announcements', async () => {
    const value = await announcements({ types: 'PR', language: 'en' });
    expect(value.promotion.map((item) => item.id)).toEqual(CONTENT_SEED.currentPromotionIds);
    expect(value.promotion[0]).toEqual({
      id: 1,
      title: 'First Deposit 100% Bonus',
      content: expect.stringContaining('Double your first deposit') as string,
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as string,
      url: '/m/activityDetail?id=1',
      type: 'PR',
      groupName: 'm_promotion',
      announcementImages: [{ url: '/static/promotions/1.svg', sequence: 1 }],
      read: false,
    });
    expect(value.player).toEqual([]);
    expect(await countRows(t, 'announcements', "type = 'PR'")).toBe(0);
  });
});

describe('POST announcementRead', () => {
  let demo: string;
  let agent: string;
  beforeAll(async () => {
    demo = await loginToken(t, 'demo01', 'demo1234');
    agent = await loginToken(t, 'agent01', 'agent1234');
  });

  const markRead = async (payload: object, headers: Record<string, string> = {}) =>
    await t.inject({ method: 'POST', url: withQuery(CONTENT_PATHS.announcementRead), headers, payload });

  it('marks an announcement read for that member only, idempotently', async () => {
    const target = (await announcements({ types: 'PL' })).player[0];
    if (!target) throw new Error('no player announcement seeded');
    for (let i = 0; i < 2; i += 1) {
      const response = await markRead({ announcementId: target.id, read: true }, bearer(demo));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, code: 'ok', message: 'ok', value: null });
    }
    expect(await countRows(t, 'announcement_reads', `announcement_id = ${target.id}`)).toBe(1);
    const readOf = async (token?: string) =>
      Object.fromEntries(
        (await announcements({ types: 'PL' }, token === undefined ? {} : bearer(token))).player.map(
          (item) => [item.id, item.read],
        ),
      );
    const forDemo = await readOf(demo);
    expect(forDemo[target.id]).toBe(true);
    expect(Object.values(forDemo).filter(Boolean)).toHaveLength(1);
    expect((await readOf(agent))[target.id]).toBe(false);
    expect((await readOf())[target.id]).toBe(false);
  });

  it('refuses without a token, for free play, for an unknown id and for malformed bodies, marking nothing', async () => {
    const before = await countRows(t, 'announcement_reads');
    const trial = await t.inject({ method: 'POST', url: withQuery('/wps/session/trial') });
    const trialToken = trial.json<ApiEnvelope<{ token: string }>>().value?.token ?? '';
    const cases: [object, Record<string, string>, number, string][] = [
      [{ announcementId: 1, read: true }, {}, 401, 'auth.not_logged_in'],
      [{ announcementId: 1, read: true }, bearer(trialToken), 403, 'auth.trial_forbidden'],
      [{ announcementId: 9999, read: true }, bearer(demo), 404, 'announcement.not_found'],
      [{ announcementId: 1, read: false }, bearer(demo), 400, 'bad_request'],
      [{ announcementId: 1, read: 'true' }, bearer(demo), 400, 'bad_request'],
      [{ announcementId: '1', read: true }, bearer(demo), 400, 'bad_request'],
      [{ read: true }, bearer(demo), 400, 'bad_request'],
    ];
    for (const [payload, headers, status, code] of cases) {
      const response = await markRead(payload, headers);
      expect(response.statusCode).toBe(status);
      expect(response.json().code).toBe(code);
    }
    expect(await countRows(t, 'announcement_reads')).toBe(before);
  });
});

describe('GET vendorGameTypes', () => {
  it('lists the categories in order RNG, FISH, LIVE, PVP, SPORTS, LOTT, ELOTT with their vendors', async () => {
    const response = await t.inject({
      url: withQuery(API_PATHS.vendorGameTypes, { typeId: '1' }, 'GAMELO3'),
    });
    const value = response.json<ApiEnvelope<VendorConfig>>().value as VendorConfig;
    expect(value.sorting.map((entry) => entry.gameCategory)).toEqual([
      'RNG',
      'FISH',
      'LIVE',
      'PVP',
      'SPORTS',
      'LOTT',
      'ELOTT',
    ]);
    const all = Object.values(value.mapping).flat();
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(value.mapping.RNG?.map((vendor) => vendor.vassalage)).toEqual(['JL', 'PG', 'JDB', 'RTG', 'PP']);
    expect(value.mapping.SPORTS?.map((vendor) => vendor.gameType)).toEqual([
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
    ]);
    expect(value.mapping.RNG?.[0]).toMatchObject({
      displayName: 'JILI',
      mobileLargeIcon: '/static/vendors/JL-COLOR.svg',
    });
  });
});

describe('system routes', () => {
  it('reports the system status with the caller IP', async () => {
    const response = await t.inject({ url: withQuery(API_PATHS.systemStatus) });
    expect(response.json<ApiEnvelope<SystemStatus>>().value).toEqual({
      status: 0,
      ip: '127.0.0.1',
      ipRestricted: false,
      maintenanceMessage: null,
    });
  });

  it('returns the merchant config with BDT, all flags but the social logins on, and the links', async () => {
    const response = await t.inject({ url: withQuery(API_PATHS.systemConfig) });
    const config = response.json<ApiEnvelope<MerchantConfig>>().value as MerchantConfig;
    expect(config).toMatchObject({
      merchantCode: 'vsbdtf5',
      currency: 'BDT',
      currencySymbol: '৳',
      currencyScale: 100,
    });
    expect(config.flags.DEPOSIT).toBe(true);
    expect(config.flags.FACEBOOKLOGIN3).toBe(false);
    expect(config.flags.GOOGLELOGIN3).toBe(false);
    expect(config.links.whatsapp).toBe('https://wa.me/8801700000000');
    expect(config.minimumAge).toBe(18);
  });

  it('returns the merchant wallet currency without a token', async () => {
    const response = await t.inject({ url: withQuery(API_PATHS.merchantWallet) });
    expect(response.json().value).toEqual({ currency: 'BDT', currencySymbol: '৳', currencyScale: 100 });
  });
});

describe('static artwork', () => {
  it('serves banner and vendor SVGs with a long cache lifetime and 404s unknown ones', async () => {
    const banner = await t.inject({ url: '/static/banners/1.svg' });
    expect(banner.statusCode).toBe(200);
    expect(banner.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(banner.headers.get('cache-control')).toContain('max-age=31536000');
    expect(banner.body).toContain('viewBox="0 0 750 300"');
    expect(banner.body).toContain('Welcome Bonus');
    for (const variant of ['COLOR', 'WHITE']) {
      const icon = await t.inject({ url: `/static/vendors/JL-${variant}.svg` });
      expect(icon.statusCode).toBe(200);
      expect(icon.body).toContain('<svg');
    }
    for (const url of [
      '/static/banners/999.svg',
      '/static/vendors/NOPE-COLOR.svg',
      '/static/vendors/JL.png',
    ]) {
      const missing = await t.inject({ url });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('not_found');
    }
  });
});
