// The texts of announcements, promotions and promotion categories per language, and the names of the reference
// rows a page lists (deposit channels and promotions, security questions). A row keeps the title and content its
// author wrote; content_translations holds its text in another language. A reader asks for one language and gets
// that language's text, else the row's own: the other language's text, never nothing.
import { run } from './database.ts';
import type { Db } from './database.ts';
import type { ContentLanguage } from '../lib/language.ts';

export type TranslatedKind =
  | 'announcement'
  | 'promotion'
  | 'promotion_category'
  | 'deposit_channel'
  | 'deposit_promo'
  | 'security_question';

export interface ContentText {
  title: string;
  /** CMS HTML; empty for a kind that has a title only (promotion categories). */
  content: string;
}

/**
 * SQL that joins the text of `kind` in the asked language onto the rows of `alias` (its one parameter is the
 * language) and selects it as text_title and text_content, NULL when that language has none (see localText).
 */
export function translationJoin(kind: TranslatedKind, alias: string): { columns: string; join: string } {
  return {
    columns: 'tr.title AS text_title, tr.content AS text_content',
    join: `LEFT JOIN content_translations tr
             ON tr.kind = '${kind}' AND tr.content_id = ${alias}.id AND tr.language = ?`,
  };
}

/** A row read with translationJoin: its own text and the asked language's, if any. */
export interface TranslatedRow {
  title: string;
  content?: string;
  text_title: string | null;
  text_content: string | null;
}

/** The asked language's text when the row has one, else the row's own. */
export function localText(row: TranslatedRow): ContentText {
  if (row.text_title !== null) return { title: row.text_title, content: row.text_content ?? '' };
  return { title: row.title, content: row.content ?? '' };
}

/** Writes (or replaces) the text of one row in one language. */
export async function writeTranslation(
  db: Db,
  kind: TranslatedKind,
  id: number,
  language: ContentLanguage,
  text: ContentText,
): Promise<void> {
  await run(
    db,
    `INSERT INTO content_translations (kind, content_id, language, title, content) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (kind, content_id, language) DO UPDATE SET title = excluded.title, content = excluded.content`,
    kind,
    id,
    language,
    text.title,
    text.content,
  );
}
