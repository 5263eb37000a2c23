// The language of localised content (help, site copy, the chat page): a `language` (or `lang`) query value,
// else the `x-lang` header, else Bengali, the site's default. Values are matched loosely ('EN', 'en-US' → 'en');
// anything else falls through to the next source.
import { HEADERS } from 'shared/contract';
import type { FastifyRequest } from 'fastify';

export type ContentLanguage = 'bn' | 'en';
export const CONTENT_LANGUAGES: readonly ContentLanguage[] = ['bn', 'en'];
export const DEFAULT_LANGUAGE: ContentLanguage = 'bn';

/** 'bn' or 'en' for a value naming one of them, else undefined. */
export function supportedLanguage(value: unknown): ContentLanguage | undefined {
  if (typeof value !== 'string') return undefined;
  const lower = value.trim().toLowerCase();
  return CONTENT_LANGUAGES.find((language) => lower === language || lower.startsWith(`${language}-`));
}

export function languageOf(request: FastifyRequest, ...queryValues: unknown[]): ContentLanguage {
  for (const value of queryValues) {
    const language = supportedLanguage(value);
    if (language) return language;
  }
  return supportedLanguage(request.headers[HEADERS.language]) ?? DEFAULT_LANGUAGE;
}
