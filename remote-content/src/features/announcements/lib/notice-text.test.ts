import { noticeTitle, truncateText } from './notice-text';

describe('noticeTitle', () => {
  it('takes the title from the text of the content, not the stored title', () => {
    expect(noticeTitle({ title: 'internal label', content: '<p>Deposit <b>bonus</b>\n today</p>' })).toBe(
      'Deposit bonus today',
    );
  });

  it('falls back to the stored title when the content has no text', () => {
    expect(noticeTitle({ title: ' Holiday ', content: '<img src="/a.png">' })).toBe('Holiday');
  });

  it('cuts long text with an ellipsis and never inside a Bengali grapheme', () => {
    expect(noticeTitle({ title: '', content: `<p>${'a'.repeat(80)}</p>` }, 10)).toBe(`${'a'.repeat(9)}…`);
    const bengali = 'ক্ষ'.repeat(5);
    const cut = truncateText(bengali, 3);
    expect(cut).toBe('ক্ষক্ষ…');
    // Vowel signs stay with their consonant; a word of conjuncts and signs is cut between graphemes only.
    expect(truncateText('কি'.repeat(6), 4)).toBe('কিকিকি…');
    expect(truncateText('স্বাগতম বন্ধু', 5)).toBe('স্বাগতম…');
    // Every character of a text that is not cut stays, marks and joined emoji included.
    expect(truncateText('👨‍👩‍👧 ok', 4)).toBe('👨‍👩‍👧 ok');
    expect(truncateText('👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧', 2)).toBe('👨‍👩‍👧…');
  });

  it('keeps a short text as it is', () => {
    expect(truncateText('short', 10)).toBe('short');
    expect(truncateText('short', 0)).toBe('');
  });
});
