import {
  applyPath,
  detailPath,
  parsePromotionId,
  promotionCover,
  promotionDates,
  promotionsOfCategory,
} from './promotion';

describe('promotionDates', () => {
  it('gives a YYYY/MM/DD range in the merchant time zone', () => {
    expect(
      promotionDates({
        startDate: '2025-01-01T00:00:00+06:00',
        endDate: '2025-03-31T23:59:59+06:00',
        noExpiry: 0,
      }),
    ).toEqual({ kind: 'range', start: '2025/01/01', end: '2025/03/31' });
  });

  it('gives the start and long term when noExpiry is 1, whatever the end date says', () => {
    expect(promotionDates({ startDate: '2024-12-31T20:00:00Z', endDate: null, noExpiry: 1 })).toEqual({
      kind: 'longTerm',
      start: '2025/01/01',
    });
    expect(
      promotionDates({
        startDate: '2025-02-01T00:00:00+06:00',
        endDate: '2025-02-02T00:00:00+06:00',
        noExpiry: 1,
      }),
    ).toEqual({ kind: 'longTerm', start: '2025/02/01' });
  });

  it('gives only the start when an expiring promotion has no end date', () => {
    expect(promotionDates({ startDate: '2025-02-01T00:00:00+06:00', endDate: null, noExpiry: 0 })).toEqual({
      kind: 'from',
      start: '2025/02/01',
    });
  });
});

describe('promotionCover', () => {
  it('is the image of sequence 1', () => {
    expect(
      promotionCover({
        announcementImages: [
          { url: '/b.png', sequence: 2 },
          { url: '/a.png', sequence: 1 },
        ],
      }),
    ).toBe('/a.png');
  });

  it('falls back to the lowest sequence, or nothing', () => {
    expect(
      promotionCover({
        announcementImages: [
          { url: '/c.png', sequence: 3 },
          { url: '/b.png', sequence: 2 },
        ],
      }),
    ).toBe('/b.png');
    expect(promotionCover({ announcementImages: [] })).toBe('');
  });
});

describe('promotionsOfCategory', () => {
  const promotions = [
    { id: 1, promoAnnouncementCategoryIds: [10] },
    { id: 2, promoAnnouncementCategoryIds: [10, 20] },
    { id: 3, promoAnnouncementCategoryIds: [] },
  ];

  it('keeps every promotion for All', () => {
    expect(promotionsOfCategory(promotions, null).map((p) => p.id)).toEqual([1, 2, 3]);
  });

  it('keeps the promotions of the category', () => {
    expect(promotionsOfCategory(promotions, 10).map((p) => p.id)).toEqual([1, 2]);
    expect(promotionsOfCategory(promotions, 20).map((p) => p.id)).toEqual([2]);
    expect(promotionsOfCategory(promotions, 30)).toEqual([]);
  });
});

describe('parsePromotionId', () => {
  it('takes a positive whole number', () => {
    expect(parsePromotionId('12')).toBe(12);
    expect(parsePromotionId(' 7 ')).toBe(7);
  });

  it('refuses anything else', () => {
    for (const value of [null, '', '0', '-1', '1.5', 'abc', '1e3', '12abc', '9999999999']) {
      expect(parsePromotionId(value)).toBeNull();
    }
  });
});

it('builds the detail and claim paths', () => {
  expect(detailPath(5)).toBe('/m/activityDetail?id=5');
  expect(applyPath(5)).toBe('/m/applyReward?id=5');
});
