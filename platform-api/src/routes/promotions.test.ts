import { randomUUID } from 'node:crypto';
import { CONTENT_PATHS } from 'shared/contract';
import { countRows, createTestApp, loginToken, withQuery } from '../testing/test-app.ts';
import { memberClient, seededClients, trialClient } from '../testing/member-client.ts';
import type { MemberClient } from '../testing/member-client.ts';
import { CONTENT_SEED } from '../db/content-seed.ts';
import { writeTranslation } from '../db/content-texts.ts';
import { allRows, getRow, run } from '../db/database.ts';
import type { ContentText } from '../db/content-texts.ts';
import type { TestApp } from '../testing/test-app.ts';
import type {
  ApiEnvelope,
  Promotion,
  PromotionCategory,
  RewardApplication,
  RewardApplicationRequest,
} from 'shared/contract';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = async (path: string, query: Record<string, string> = {}) =>
  await t.inject({ url: withQuery(path, query) });
const valueOf = async <T>(path: string, query: Record<string, string> = {}) => {
  const response = await get(path, query);
  expect(response.statusCode).toBe(200);
  return response.json<ApiEnvelope<T>>().value as T;
};
const promotions = async (query: Record<string, string> = {}) =>
  await valueOf<Promotion[]>(CONTENT_PATHS.promotions, query);

describe('GET promotionCategories', () => {
  it('lists the five categories in order with generated icons', async () => {
    const categories = await valueOf<PromotionCategory[]>(CONTENT_PATHS.promotionCategories, {
      language: 'en',
    });
    expect(categories.map((category) => category.id)).toEqual(CONTENT_SEED.categoryIds);
    expect(categories[0]).toEqual({
      id: 1,
      title: 'New Members',
      iconImageUrl: '/static/promotion-categories/1.svg',
    });
    for (const category of categories) {
      const icon = await t.inject({ url: category.iconImageUrl });
      expect(icon.statusCode).toBe(200);
      expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(icon.body).toContain('<svg');
    }
    expect((await t.inject({ url: '/static/promotion-categories/99.svg' })).statusCode).toBe(404);
  });
});

describe('GET promotions', () => {
  it('lists only current promotions (started, not ended unless long term) by sequence', async () => {
    const list = await promotions();
    expect(list.map((promotion) => promotion.id)).toEqual(CONTENT_SEED.currentPromotionIds);
    const ids = list.map((promotion) => promotion.id);
    expect(ids).not.toContain(CONTENT_SEED.promotions.ended);
    expect(ids).not.toContain(CONTENT_SEED.promotions.upcoming);
    for (const promotion of list) {
      expect(Date.parse(promotion.startDate)).toBeLessThanOrEqual(t.now());
      if (promotion.noExpiry === 0) expect(Date.parse(promotion.endDate ?? '')).toBeGreaterThan(t.now());
      expect(promotion.announcementImages[0]).toEqual({
        url: `/static/promotions/${promotion.id}.svg`,
        sequence: 1,
      });
    }
  });

  it('carries every flag combination, a long-term promotion and one not applicable', async () => {
    const byId = new Map(
      (await promotions({ language: 'en' })).map((promotion) => [promotion.id, promotion]),
    );
    const flags = (id: number) => {
      const promotion = byId.get(id);
      return [promotion?.imageRequired, promotion?.remarkRequired, promotion?.applicable];
    };
    const { bothRequired, imageOnly, remarkOnly, neitherRequired, longTerm, notApplicable } =
      CONTENT_SEED.promotions;
    expect(flags(bothRequired)).toEqual(['Y', 'Y', true]);
    expect(flags(imageOnly)).toEqual(['Y', 'N', true]);
    expect(flags(remarkOnly)).toEqual(['N', 'Y', true]);
    expect(flags(neitherRequired)).toEqual(['N', 'N', true]);
    expect(flags(notApplicable)).toEqual(['N', 'N', false]);
    expect(byId.get(longTerm)).toMatchObject({ noExpiry: 1, endDate: null, title: 'VIP Weekly Rebate' });
    expect(byId.get(bothRequired)).toMatchObject({
      title: 'First Deposit 100% Bonus',
      noExpiry: 0,
      promoAnnouncementCategoryIds: [1, 2],
      linkedPromotionId: null,
    });
    expect(byId.get(imageOnly)?.linkedPromotionId).toBe(bothRequired);
  });

  it('returns hostile CMS HTML verbatim in both languages (the site sanitises it)', async () => {
    for (const language of ['bn', 'en']) {
      const hostile = (await promotions({ language })).find(
        (promotion) => promotion.id === CONTENT_SEED.promotions.hostile,
      );
      for (const fragment of [
        '<script>',
        'onerror=',
        'href="javascript:',
        '<iframe src="https://evil.example',
        'onclick=',
      ]) {
        expect(hostile?.content).toContain(fragment);
      }
    }
  });

  it('filters by category and answers an empty list for an unknown one', async () => {
    const ids = async (categoryId: string) =>
      (await promotions({ categoryId })).map((promotion) => promotion.id);
    expect(await ids('1')).toEqual([1, 6]);
    expect(await ids('2')).toEqual([1, 2]);
    expect(await ids('3')).toEqual([3, 5, 8]);
    expect(await ids('999')).toEqual([]);
    for (const categoryId of ['abc', '0', '-1']) {
      const response = await get(CONTENT_PATHS.promotions, { categoryId });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('bad_request');
    }
  });

  it('serves each promotion cover as SVG', async () => {
    const cover = await t.inject({ url: '/static/promotions/1.svg' });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(cover.body).toContain('First Deposit 100% Bonus');
    expect((await t.inject({ url: '/static/promotions/999.svg' })).statusCode).toBe(404);
  });
});

describe('GET promotion', () => {
  it('answers a current promotion', async () => {
    const promotion = await valueOf<Promotion>(CONTENT_PATHS.promotion, { id: '3', language: 'en' });
    expect(promotion).toMatchObject({ id: 3, title: 'Daily Slots Cashback 1.2%', remarkRequired: 'Y' });
  });

  it('answers 404 promotion.not_found for unknown, ended and not yet started promotions', async () => {
    for (const id of [
      '999',
      String(CONTENT_SEED.promotions.ended),
      String(CONTENT_SEED.promotions.upcoming),
    ]) {
      const response = await get(CONTENT_PATHS.promotion, { id });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'promotion.not_found' });
    }
    const missing = await get(CONTENT_PATHS.promotion);
    expect(missing.statusCode).toBe(400);
  });
});

describe('promotion texts per language', () => {
  const texts = async (query: Record<string, string>, headers: Record<string, string> = {}) => {
    const value = async <T>(path: string, extra: Record<string, string> = {}) =>
      (await t.inject({ url: withQuery(path, { ...query, ...extra }), headers })).json<ApiEnvelope<T>>()
        .value as T;
    return {
      category: (await value<PromotionCategory[]>(CONTENT_PATHS.promotionCategories))[0]?.title,
      listed: (await value<Promotion[]>(CONTENT_PATHS.promotions))[0]?.title,
      detail: await value<Promotion>(CONTENT_PATHS.promotion, { id: '1' }),
    };
  };

  it('answers the categories, the list and a promotion in Bengali by default, in English when asked', async () => {
    const bn = await texts({});
    expect(bn).toMatchObject({ category: 'নতুন সদস্য', listed: 'প্রথম জমায় ১০০% বোনাস' });
    expect(bn.detail.title).toBe('প্রথম জমায় ১০০% বোনাস');
    expect(bn.detail.content).toContain('প্রথম জমা হবে দ্বিগুণ');

    for (const english of [await texts({ language: 'en' }), await texts({}, { 'x-lang': 'en' })]) {
      expect(english).toMatchObject({ category: 'New Members', listed: 'First Deposit 100% Bonus' });
      expect(english.detail.content).toContain('Double your first deposit');
    }
    expect((await texts({ language: 'bn' }, { 'x-lang': 'en' })).listed).toBe('প্রথম জমায় ১০০% বোনাস');
  });

  it('answers a promotion or category without a text in the asked language in the one it was written in', async () => {
    const db = t.app.db;
    // A promotion written in Bengali only, and the first category stripped of its Bengali title.
    await run(
      db,
      `INSERT INTO promotions (id, title, content, start_date, no_expiry, category_ids, sequence)
       VALUES (90, 'শুধু বাংলায় লেখা অফার', '<p>বাংলা বিবরণ</p>', ?, 1, '[1]', 0)`,
      t.now() - DAY,
    );
    const categoryBn = await getRow<ContentText>(
      db,
      "SELECT title, content FROM content_translations WHERE kind = 'promotion_category' AND content_id = 1",
    );
    if (!categoryBn) throw new Error('the seed gave the first category no Bengali title');
    await run(db, "DELETE FROM content_translations WHERE kind = 'promotion_category' AND content_id = 1");
    try {
      const english = await valueOf<Promotion>(CONTENT_PATHS.promotion, { id: '90', language: 'en' });
      expect(english).toMatchObject({ title: 'শুধু বাংলায় লেখা অফার', content: '<p>বাংলা বিবরণ</p>' });
      expect((await promotions({ language: 'en' }))[0]?.title).toBe('শুধু বাংলায় লেখা অফার');
      const categories = await valueOf<PromotionCategory[]>(CONTENT_PATHS.promotionCategories, {
        language: 'bn',
      });
      expect(categories.map((category) => category.title)).toEqual([
        'New Members',
        'জমা বোনাস',
        'স্লট ও ক্যাসিনো',
        'স্পোর্টস',
        'ভিআইপি',
      ]);
    } finally {
      await run(db, 'DELETE FROM promotions WHERE id = 90');
      await writeTranslation(db, 'promotion_category', 1, 'bn', categoryBn);
    }
  });
});

describe('promotion lifetime', () => {
  it('lists a promotion once it starts and drops one once it ends, keeping the long-term one', async () => {
    t.advance(11 * DAY);
    let ids = (await promotions()).map((promotion) => promotion.id);
    expect(ids).toContain(CONTENT_SEED.promotions.upcoming);
    t.advance(11 * DAY); // 22 days after seeding: the cricket insurance (21 days) has ended
    ids = (await promotions()).map((promotion) => promotion.id);
    expect(ids).not.toContain(CONTENT_SEED.promotions.neitherRequired);
    t.advance(400 * DAY);
    ids = (await promotions()).map((promotion) => promotion.id);
    expect(ids).toEqual([CONTENT_SEED.promotions.longTerm]);
    const ended = await get(CONTENT_PATHS.promotion, { id: String(CONTENT_SEED.promotions.neitherRequired) });
    expect(ended.json().code).toBe('promotion.not_found');
  });
});

describe('reward applications', () => {
  const MAX_BYTES = 5_242_880;
  const { bothRequired, imageOnly, remarkOnly, neitherRequired, notApplicable, ended, upcoming } =
    CONTENT_SEED.promotions;

  let t: TestApp;
  let demo: MemberClient;
  let agent: MemberClient;
  let player: MemberClient;
  let other: MemberClient;
  beforeAll(async () => {
    t = await createTestApp();
    ({ demo, agent, player } = await seededClients(t));
    other = memberClient(t, await loginToken(t, 'player12', 'member1234'));
  });
  afterAll(async () => {
    await t.close();
  });

  /** A picture of `size` bytes starting with `head`. */
  const bytes = (head: number[], size: number, fill = 7) => {
    const buffer = Buffer.alloc(size, fill);
    Buffer.from(head).copy(buffer);
    return buffer;
  };
  const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const JPEG = [0xff, 0xd8, 0xff, 0xe0];
  const png = (size: number) => bytes(PNG, size, 1);
  const jpeg = (size: number) => bytes(JPEG, size, 2);
  const dataUrl = (data: Buffer, mime = 'image/png') => `data:${mime};base64,${data.toString('base64')}`;

  const request = (overrides: Partial<RewardApplicationRequest> = {}): RewardApplicationRequest => ({
    promotionId: neitherRequired,
    remarks: '',
    pictures: [],
    idempotencyKey: randomUUID(),
    ...overrides,
  });

  const stored = async () => ({
    applications: await countRows(t, 'reward_applications'),
    pictures: await countRows(t, 'reward_application_pictures'),
  });

  /** Posts and checks the refusal stored nothing. */
  async function refused(client: MemberClient, body: object, status: number, code: string) {
    const before = await stored();
    const response = await client.post(CONTENT_PATHS.applyReward, body);
    expect(response.statusCode).toBe(status);
    const envelope = response.json();
    expect(envelope).toMatchObject({ success: false, code });
    expect(await stored()).toEqual(before);
    return envelope;
  }

  describe('POST applyReward: accepted', () => {
    it('stores a pending application with its pictures (the bytes sent, type sniffed) in one go', async () => {
      const first = png(2048);
      const second = jpeg(4096);
      const body = request({
        promotionId: bothRequired,
        remarks: '  bKash TrxID 8A7B6C5D4E  ',
        // The declared type is not trusted: the JPEG is declared as PNG and stored as JPEG.
        pictures: [dataUrl(first), dataUrl(second, 'image/png')],
      });
      const response = await demo.post(CONTENT_PATHS.applyReward, body);
      expect(response.statusCode).toBe(200);
      const value = response.json<ApiEnvelope<RewardApplication>>().value as RewardApplication;
      expect(value).toEqual({
        id: expect.any(Number) as number,
        promotionId: bothRequired,
        status: 'pending',
        pictureCount: 2,
        createdAt: new Date(t.now()).toISOString(),
      });
      const row = await getRow(
        t.app.db,
        'SELECT remarks, status, idempotency_key AS k FROM reward_applications WHERE id = ?',
        value.id,
      );
      expect(row).toEqual({ remarks: 'bKash TrxID 8A7B6C5D4E', status: 'pending', k: body.idempotencyKey });
      const pictures = await allRows<{ position: number; mime: string; size: number; data: Uint8Array }>(
        t.app.db,
        'SELECT position, mime, size, data FROM reward_application_pictures WHERE application_id = ? ORDER BY position',
        value.id,
      );
      expect(pictures.map(({ position, mime, size }) => ({ position, mime, size }))).toEqual([
        { position: 1, mime: 'image/png', size: 2048 },
        { position: 2, mime: 'image/jpeg', size: 4096 },
      ]);
      expect(Buffer.from(pictures[0]?.data ?? []).equals(first)).toBe(true);
      expect(Buffer.from(pictures[1]?.data ?? []).equals(second)).toBe(true);
    });

    it('answers a repeated idempotency key with the first answer, storing nothing (even for another body)', async () => {
      const key = randomUUID();
      const first = await other.post(CONTENT_PATHS.applyReward, request({ idempotencyKey: key }));
      expect(first.statusCode).toBe(200);
      const before = await stored();
      for (const body of [
        request({ idempotencyKey: key }),
        request({ idempotencyKey: key, promotionId: remarkOnly, remarks: 'something else' }),
      ]) {
        const again = await other.post(CONTENT_PATHS.applyReward, body);
        expect(again.statusCode).toBe(200);
        expect(again.json().value).toEqual(first.json().value);
      }
      expect(await stored()).toEqual(before);
    });

    it('stores one application for 5 simultaneous sends of one key, and every answer is it', async () => {
      const body = request({ promotionId: remarkOnly, remarks: 'sent five times at once' });
      const before = await stored();
      const answers = await Promise.all(
        Array.from({ length: 5 }, async () => await agent.post(CONTENT_PATHS.applyReward, body)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(5).fill(200));
      const ids = answers.map((answer) => answer.json<ApiEnvelope<RewardApplication>>().value?.id);
      expect(new Set(ids).size).toBe(1);
      expect((await stored()).applications).toBe(before.applications + 1);
    });

    it('leaves one application pending for 5 simultaneous sends with different keys', async () => {
      const before = await stored();
      const answers = await Promise.all(
        Array.from(
          { length: 5 },
          async () =>
            await other.post(CONTENT_PATHS.applyReward, request({ promotionId: remarkOnly, remarks: 'x' })),
        ),
      );
      const codes = answers.map((answer) => answer.json<ApiEnvelope<RewardApplication>>().code);
      expect(codes.filter((code) => code === 'ok')).toHaveLength(1);
      expect(codes.filter((code) => code === 'reward.already_applied')).toHaveLength(4);
      expect((await stored()).applications).toBe(before.applications + 1);
    });

    it('takes exactly 140 remark characters and three pictures of exactly 5 MB (a ~21 MB body)', async () => {
      const big = [png(MAX_BYTES), jpeg(MAX_BYTES), png(MAX_BYTES)];
      const response = await agent.post(
        CONTENT_PATHS.applyReward,
        request({
          promotionId: imageOnly,
          remarks: 'x'.repeat(140),
          pictures: big.map((data) => dataUrl(data)),
        }),
      );
      expect(response.statusCode).toBe(200);
      const value = response.json<ApiEnvelope<RewardApplication>>().value as RewardApplication;
      expect(value.pictureCount).toBe(3);
      const sizes = await allRows(
        t.app.db,
        'SELECT length(data) AS n FROM reward_application_pictures WHERE application_id = ?',
        value.id,
      );
      expect(sizes).toEqual([{ n: MAX_BYTES }, { n: MAX_BYTES }, { n: MAX_BYTES }]);
    });
  });

  describe('POST applyReward: refused, storing nothing', () => {
    it('answers 409 reward.already_applied while an application for the promotion is pending', async () => {
      const body = request({ promotionId: bothRequired, remarks: 'again', pictures: [dataUrl(png(100))] });
      await refused(demo, body, 409, 'reward.already_applied');
    });

    it.each([
      [
        'a remark over 140 characters',
        { remarks: 'x'.repeat(141) },
        { remarks: ['validation.reward.remarkLength'] },
      ],
      [
        'a GIF declared as PNG',
        { pictures: [dataUrl(bytes([0x47, 0x49, 0x46, 0x38, 0x39, 0x61], 64))] },
        { pictures: ['validation.reward.imageType'] },
      ],
      [
        'a text file declared as PNG',
        { pictures: [dataUrl(Buffer.from('just some text, not a picture'))] },
        { pictures: ['validation.reward.imageType'] },
      ],
      [
        'something that is not a data URL',
        { pictures: ['https://evil.example/picture.png'] },
        { pictures: ['validation.reward.imageType'] },
      ],
      [
        'broken base64',
        { pictures: ['data:image/png;base64,iVBORw0KGgo$$$$'] },
        { pictures: ['validation.reward.imageType'] },
      ],
      [
        'a picture over 5 MB',
        { pictures: [dataUrl(png(MAX_BYTES + 1))] },
        { pictures: ['validation.reward.imageSize'] },
      ],
      [
        'four pictures',
        { pictures: [1, 2, 3, 4].map(() => dataUrl(png(64))) },
        { pictures: ['validation.reward.imageCount'] },
      ],
      [
        'a missing required remark (blank)',
        { promotionId: remarkOnly, remarks: '   ' },
        { remarks: ['validation.reward.remarkRequired'] },
      ],
      [
        'a missing required picture',
        { promotionId: imageOnly, remarks: 'no picture' },
        { pictures: ['validation.reward.pictureRequired'] },
      ],
      [
        'nothing for a promotion requiring both',
        { promotionId: bothRequired },
        { remarks: ['validation.reward.remarkRequired'], pictures: ['validation.reward.pictureRequired'] },
      ],
      [
        'several faults at once',
        { remarks: 'y'.repeat(200), pictures: [dataUrl(png(64)), dataUrl(Buffer.from('GIF89a'))] },
        { remarks: ['validation.reward.remarkLength'], pictures: ['validation.reward.imageType'] },
      ],
    ])('answers 400 validation.failed for %s', async (_name, overrides, fields) => {
      const envelope = await refused(player, request(overrides), 400, 'validation.failed');
      expect(envelope.value).toEqual({ fields });
    });

    it('answers 404 promotion.not_found for unknown, ended and not yet started promotions', async () => {
      for (const promotionId of [999, ended, upcoming]) {
        await refused(player, request({ promotionId }), 404, 'promotion.not_found');
      }
    });

    it('answers 400 reward.not_applicable for a promotion that takes no applications', async () => {
      await refused(
        player,
        request({ promotionId: notApplicable, remarks: 'please' }),
        400,
        'reward.not_applicable',
      );
    });

    it('answers 401 without a token and 403 auth.trial_forbidden for a free-play session', async () => {
      await refused(memberClient(t, ''), request(), 401, 'auth.not_logged_in');
      await refused(await trialClient(t), request(), 403, 'auth.trial_forbidden');
    });

    it('answers 400 bad_request for malformed bodies', async () => {
      const malformed: object[] = [
        request({ idempotencyKey: 'short' }),
        request({ idempotencyKey: 'k'.repeat(65) }),
        { ...request(), promotionId: '4' },
        { ...request(), remarks: 12 },
        { ...request(), pictures: dataUrl(png(64)) },
        { ...request(), pictures: [12] },
        { promotionId: neitherRequired, remarks: '', idempotencyKey: randomUUID() },
      ];
      for (const body of malformed) await refused(player, body, 400, 'bad_request');
    });

    it('refuses a body over the 22 MiB limit with 413 request.too_large', async () => {
      const huge = `data:image/png;base64,${'A'.repeat(23 * 1024 * 1024)}`;
      await refused(player, request({ pictures: [huge] }), 413, 'request.too_large');
    });
  });
});
