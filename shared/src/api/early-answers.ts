// Answers the page's loader asked for before the app's code ran (shell/src/index.html, from the list in
// shared/src/contracts/start-requests.ts): the API client takes each one once instead of asking again, when it was
// asked with the same token and language, not long ago. Anything else is left to a fresh request.

/** One early call, as the loader keeps it under its absolute URL. */
export interface EarlyAnswer {
  /** The bearer token it was asked with, or null without a session. */
  token: string | null;
  /** The x-lang header it was asked with. */
  language: string;
  /** When it was asked (ms since the epoch). */
  at: number;
  response: Promise<Response>;
}

export type EarlyAnswers = Record<string, EarlyAnswer | undefined>;

/** The loader's global: the one name the page and the client share. */
export const EARLY_ANSWERS_GLOBAL = '__mcEarly';

/**
 * How old an early answer may be when taken: the start queries take theirs within the first seconds; one nobody
 * took by then (a page left at once, a query that did not start) is not served as fresh later.
 */
export const EARLY_ANSWER_MAX_AGE_MS = 10_000;

export interface EarlyRequestKey {
  /** The call's absolute URL (the loader's calls are the page's origin plus apiRequestPath). */
  url: string;
  token: string | null;
  language: string | undefined;
}

/**
 * Takes the early answer for a call: removes it from `answers` either way (an answer is used once), and returns
 * its response only when it was asked the way the client would ask now.
 */
export function takeEarlyAnswer(
  answers: EarlyAnswers | undefined,
  key: EarlyRequestKey,
  now: number = Date.now(),
): Promise<Response> | null {
  const answer = answers?.[key.url];
  if (!answers || !answer) return null;
  delete answers[key.url];
  const fresh = now - answer.at <= EARLY_ANSWER_MAX_AGE_MS;
  return fresh && answer.token === key.token && answer.language === (key.language ?? '')
    ? answer.response
    : null;
}

/** The page's early answers (none outside a browser page, or when the loader asked for nothing). */
export function pageEarlyAnswers(): EarlyAnswers | undefined {
  return (globalThis as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL] as EarlyAnswers | undefined;
}
