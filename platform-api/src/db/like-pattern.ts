// Substring search written as LIKE, the same on SQLite and PostgreSQL: the searched text is bound as a pattern
// whose wildcards are escaped, and the query names the escape character (SQLite has no default one).

/** The clause's tail after `LIKE ?`: backslash escapes `%`, `_` and itself in the bound pattern. */
export const LIKE_ESCAPE = "ESCAPE '\\'";

/** A LIKE pattern matching any text that contains `text` as typed (its `%` and `_` are plain characters). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
