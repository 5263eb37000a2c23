import { CONTENT_PATHS } from 'shared/contract';
import { createTestApp, withQuery } from '../testing/test-app.ts';
import { CONTENT_SEED } from '../db/content-seed.ts';
import type { TestApp } from '../testing/test-app.ts';
import type { ApiEnvelope, Promotion, PromotionCategory } from 'shared/contract';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (path: string, query: Record<string, string> = {}) => t.inject({ url: withQuery(path, query) });
const valueOf = async <T>(path: string, query: Record<string, string> = {}) => {
  const response = await get(path, query);
  expect(response.statusCode).toBe(200);
  return response.json<ApiEnvelope<T>>().value as T;
};
const promotions = (query: Record<string, string> = {}) =>
  valueOf<Promotion[]>(CONTENT_PATHS.promotions, query);

describe('GET promotionCategories', () => {
  it('lists the five categories in order with generated icons', async () => {
    const categories = await valueOf<PromotionCategory[]>(CONTENT_PATHS.promotionCategories);
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
    const byId = new Map((await promotions()).map((promotion) => [promotion.id, promotion]));
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

  it('returns hostile CMS HTML verbatim (the site sanitises it)', async () => {
    const hostile = (await promotions()).find(
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
    const promotion = await valueOf<Promotion>(CONTENT_PATHS.promotion, { id: '3' });
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
