import { EARLY_ANSWER_MAX_AGE_MS, type EarlyAnswers, takeEarlyAnswer } from './early-answers';

const PATH = 'http://site.test/wps/member/info?merchantCode=m&moduleId=COMM3';

function answers(at = 1_000): { store: EarlyAnswers; response: Promise<Response> } {
  const response = Promise.resolve(new Response('{}'));
  return { store: { [PATH]: { token: 'tok', language: 'en', at, response } }, response };
}

describe('takeEarlyAnswer', () => {
  it('gives the answer asked with the same token and language, once', () => {
    const { store, response } = answers();
    expect(takeEarlyAnswer(store, { url: PATH, token: 'tok', language: 'en' }, 2_000)).toBe(response);
    expect(takeEarlyAnswer(store, { url: PATH, token: 'tok', language: 'en' }, 2_000)).toBeNull();
  });

  it("never gives another session's or another language's answer, and drops it", () => {
    const other = answers();
    expect(takeEarlyAnswer(other.store, { url: PATH, token: 'new', language: 'en' }, 2_000)).toBeNull();
    expect(other.store[PATH]).toBeUndefined();
    const signedOut = answers();
    expect(takeEarlyAnswer(signedOut.store, { url: PATH, token: null, language: 'en' }, 2_000)).toBeNull();
    const bengali = answers();
    expect(takeEarlyAnswer(bengali.store, { url: PATH, token: 'tok', language: 'bn' }, 2_000)).toBeNull();
  });

  it('does not serve an answer asked for longer ago than the start takes', () => {
    const { store } = answers(1_000);
    const key = { url: PATH, token: 'tok', language: 'en' };
    expect(takeEarlyAnswer(store, key, 1_000 + EARLY_ANSWER_MAX_AGE_MS + 1)).toBeNull();
  });

  it('has nothing for a call that was not asked early, or on a page without a loader', () => {
    const { store } = answers();
    expect(
      takeEarlyAnswer(store, { url: 'http://site.test/wps/other', token: 'tok', language: 'en' }),
    ).toBeNull();
    expect(takeEarlyAnswer(undefined, { url: PATH, token: 'tok', language: 'en' })).toBeNull();
    expect(store[PATH]).toBeDefined();
  });
});
