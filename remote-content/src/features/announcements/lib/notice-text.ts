// What a notice is called on screen. The spec takes the title "from the text of the content" (the CMS `title`
// field is often an internal label or left empty), so the visible title is the content's plain text, cut to a
// readable length on a grapheme boundary (Bengali conjuncts must not be split). The same text is the accessible
// name: a name that differs from the visible words breaks voice control ("click <what I see>", WCAG 2.5.3).
// A notice whose content has no text (an image only) falls back to the stored title.
import type { Announcement } from 'shared';
import { htmlToText } from '../../../lib/html-text';

/** Visible title length of the popup accordion and the notice page. */
export const NOTICE_TITLE_MAX = 60;
/** The notice bar scrolls, so it can show more of each notice. */
export const NOTICE_BAR_MAX = 120;

/**
 * A grapheme as a reader sees one: a character with its marks, joined to the next across a virama (Bengali
 * conjuncts such as ক্ষ) or a zero-width joiner (emoji sequences). Intl.Segmenter knows the same boundaries, but
 * building one loads ICU's break rules: 20 ms of the home page's first render on a desktop CPU (total blocking time).
 */
const GRAPHEME =
  /[^]\p{M}*(?:(?<=[\u094D\u09CD\u0A4D\u0ACD\u0B4D\u0BCD\u0C4D\u0CCD\u0D4D])[^]\p{M}*|\u200D[^]\p{M}*)*/gu;

/** `text` cut to at most `max` graphemes, with an ellipsis when cut. */
export function truncateText(text: string, max: number): string {
  if (max <= 0) return '';
  // No text has more graphemes than UTF-16 code units.
  if (text.length <= max) return text;
  const graphemes = text.match(GRAPHEME) ?? [];
  if (graphemes.length <= max) return text;
  return `${graphemes
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

/** The notice's title: its content's text (truncated), else the stored title. */
export function noticeTitle(notice: Pick<Announcement, 'title' | 'content'>, max = NOTICE_TITLE_MAX): string {
  const text = htmlToText(notice.content);
  return truncateText(text || notice.title.trim(), max);
}
