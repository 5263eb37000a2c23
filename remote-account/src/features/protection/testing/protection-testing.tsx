// Test helpers of player protection: render a page inside the remote's providers and a router (home renders a
// marker, the current path is in testid 'path'), a member session, the platform API answered by path at the API
// client (so the real fetchers and hooks run), and fixtures of the protection contract.
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { api, type LimitState, type ProtectionOverview } from 'shared';
import type { Flags } from 'shared/testing';
import { renderWithProviders } from '../../../testing/render';

export { signIn, signOut } from 'shared/testing';

export const ALL_PROTECTION: Flags = {
  RGLIMITS: true,
  RGREALITY: true,
  RGEXCLUDE: true,
  SECSESSIONS: true,
  SECPAYOUTSMS: true,
  TRANSBETREPMEM3: true,
  PERSREP: true,
  DEPRECM3: true,
  TRANSREC3: true,
};

function PathProbe() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** Render `ui` at `path` in the providers; /m/home renders a 'home' marker. */
export function renderAt(ui: ReactElement, { path = '/m/page', flags = ALL_PROTECTION } = {}) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/m/home" element={<p>home</p>} />
        <Route path="*" element={ui} />
      </Routes>
      <PathProbe />
    </MemoryRouter>,
    flags,
  );
}

/** A value to answer with, or a function of the request body giving it (or throwing). */
type Answer = unknown;

/**
 * Answer the API client's GETs and POSTs by path: a value, or a function of the body that returns the value or
 * throws (an ApiError, as the client would). Returns the spies to check what was sent.
 */
export function serveApi(answers: { get?: Record<string, Answer>; post?: Record<string, Answer> }) {
  const reply = (table: Record<string, Answer> | undefined, path: string, body?: unknown) => {
    if (!table || !(path in table)) return Promise.reject(new Error(`unexpected call to ${path}`));
    const answer = table[path];
    try {
      return Promise.resolve(
        typeof answer === 'function' ? (answer as (b: unknown) => unknown)(body) : answer,
      );
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };
  const get = jest.spyOn(api, 'get').mockImplementation((path: string) => reply(answers.get, path));
  const post = jest
    .spyOn(api, 'post')
    .mockImplementation((path: string, body: unknown) => reply(answers.post, path, body));
  return { get, post };
}

export function limit(overrides: Partial<LimitState> & Pick<LimitState, 'kind' | 'period'>): LimitState {
  return { amount: null, used: 0, remaining: null, pending: null, ...overrides };
}

/** Every kind and period in the contract's order, none set, unless overridden. */
export function overview(
  limits: LimitState[] = [],
  overrides: Partial<Omit<ProtectionOverview, 'limits'>> = {},
): ProtectionOverview {
  const all: LimitState[] = [];
  for (const kind of ['deposit', 'loss', 'wager'] as const) {
    for (const period of ['day', 'week', 'month'] as const) {
      all.push(
        limits.find((item) => item.kind === kind && item.period === period) ?? limit({ kind, period }),
      );
    }
  }
  all.push(limits.find((item) => item.kind === 'session') ?? limit({ kind: 'session', period: 'session' }));
  return { limits: all, realityCheckMinutes: 60, depositLimitAnswered: true, exclusion: null, ...overrides };
}
