import { parseNoticeId, parseNoticeIndex, parseWholeNumber } from './notice-query';

describe('notice query', () => {
  it('reads plain whole numbers only', () => {
    expect(parseWholeNumber('7')).toBe(7);
    expect(parseWholeNumber(' 0 ')).toBe(0);
    for (const bad of ['', '-1', '1.5', '1e3', 'x', '0x1', null, undefined])
      expect(parseWholeNumber(bad)).toBeNull();
  });

  it('starts at index when it points into the list, else at 0', () => {
    expect(parseNoticeIndex('?index=2', 5)).toBe(2);
    expect(parseNoticeIndex('?index=5', 5)).toBe(0);
    expect(parseNoticeIndex('?index=-1', 5)).toBe(0);
    expect(parseNoticeIndex('?index=abc', 5)).toBe(0);
    expect(parseNoticeIndex('', 5)).toBe(0);
  });

  it('reads a positive id', () => {
    expect(parseNoticeId('?id=12')).toBe(12);
    expect(parseNoticeId('?id=0')).toBeNull();
    expect(parseNoticeId('?id=<script>')).toBeNull();
    expect(parseNoticeId('')).toBeNull();
  });
});
