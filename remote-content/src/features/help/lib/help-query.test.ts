import type { HelpItem } from 'shared';
import { helpQuery, parseHelpQuery } from './help-query';

const child = (id: number) => ({ id, title: `Q${id}`, content: `<p>A${id}</p>` });
const ITEMS: HelpItem[] = [
  { id: 1, title: 'About', tag: 'about', content: '<p>About us</p>', children: [] },
  { id: 2, title: 'FAQ', tag: 'faq', content: '', children: [child(21), child(22), child(23)] },
  { id: 3, title: 'Terms', tag: 'Terms', content: '<p>Terms</p>', children: [] },
];

describe('parseHelpQuery', () => {
  it('defaults to the first section with no child', () => {
    expect(parseHelpQuery('', ITEMS)).toEqual({ section: 0, child: null });
  });

  it('picks the section by its 0-based index i', () => {
    expect(parseHelpQuery('?i=2', ITEMS)).toEqual({ section: 2, child: null });
    expect(parseHelpQuery('?i=0', ITEMS)).toEqual({ section: 0, child: null });
  });

  it('falls back to the first section for an i that is out of range, negative or not a number', () => {
    for (const i of ['3', '99', '-1', 'NaN', 'abc', '1.5', '1e1', '', ' ', '0x1']) {
      expect(parseHelpQuery(`?i=${encodeURIComponent(i)}`, ITEMS)).toEqual({ section: 0, child: null });
    }
  });

  it('picks the section by tag, trimmed and case-insensitively', () => {
    expect(parseHelpQuery('?tag=faq', ITEMS).section).toBe(1);
    expect(parseHelpQuery('?tag=%20TERMS%20', ITEMS).section).toBe(2);
  });

  it('lets a known tag win over i, and falls back to i for an unknown tag', () => {
    expect(parseHelpQuery('?tag=terms&i=1', ITEMS).section).toBe(2);
    expect(parseHelpQuery('?tag=nope&i=1', ITEMS).section).toBe(1);
    expect(parseHelpQuery('?tag=nope', ITEMS).section).toBe(0);
  });

  it('reads c as the 1-based number of the child', () => {
    expect(parseHelpQuery('?i=1&c=1', ITEMS)).toEqual({ section: 1, child: 0 });
    expect(parseHelpQuery('?i=1&c=3', ITEMS)).toEqual({ section: 1, child: 2 });
    expect(parseHelpQuery('?tag=faq&c=2', ITEMS)).toEqual({ section: 1, child: 1 });
  });

  it('ignores a c that is 0, past the end, negative, not a number, or of a section without children', () => {
    for (const c of ['0', '4', '-1', 'x', 'NaN', '']) {
      expect(parseHelpQuery(`?i=1&c=${c}`, ITEMS).child).toBeNull();
    }
    expect(parseHelpQuery('?i=0&c=1', ITEMS).child).toBeNull();
  });

  it('copes with an empty list', () => {
    expect(parseHelpQuery('?i=2&c=1&tag=faq', [])).toEqual({ section: 0, child: null });
  });

  it('writes the query back the same way', () => {
    expect(helpQuery(1)).toBe('i=1');
    expect(helpQuery(1, 0)).toBe('i=1&c=1');
    expect(parseHelpQuery(`?${helpQuery(1, 2)}`, ITEMS)).toEqual({ section: 1, child: 2 });
  });
});
