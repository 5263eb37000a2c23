// Figures of the session on the page (GET PROTECTION_PATHS.session): session time, amount wagered and
// net position since sign-in, and the reality-check interval. The account remote's reality check and
// the lobby's game-frame bar read this one query; the session time then ticks on the client each second.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useSessionToken } from '../../session/use-session-token';
import { api } from '../api';
import { PROTECTION_PATHS, type SessionFigures } from '../contract';
import { useMerchantConfig } from './system';

export const protectionKeys = {
  all: ['protection'] as const,
  session: (token: string | null) => ['protection', 'session', token] as const,
};

export function fetchSessionFigures(): Promise<SessionFigures> {
  return api.get<SessionFigures>(PROTECTION_PATHS.session, { moduleId: 'COMM3' });
}

export interface SessionFiguresOptions {
  /** Poll this often (ms) while mounted, e.g. while a game runs; off by default. */
  refetchInterval?: number | false;
}

/**
 * The figures of the session on the page (a member's or free play's) while RGREALITY is on. Failures stay silent:
 * the figures are an aid beside the game, and a lost session is told by the API client already.
 */
export function useSessionFigures({ refetchInterval = false }: SessionFiguresOptions = {}) {
  const token = useSessionToken();
  const { data: config } = useMerchantConfig();
  const on = config?.flags.RGREALITY === true;
  return useQuery({
    queryKey: protectionKeys.session(token),
    queryFn: fetchSessionFigures,
    enabled: on && token !== null,
    refetchInterval,
    meta: { silent: true },
  });
}

/** Where each session (by its start) began on this page's clock, fixed at its first figures. */
const sessionStarts = new Map<string, number>();

/**
 * When the session began on this page's clock (epoch ms): the server's elapsed time before the first fetch of its
 * figures. Later reads keep that anchor, so the session time does not jump by the rounding of each poll, and the
 * reality check and the game frame's bar count from the same moment.
 */
export function sessionStartOf(figures: SessionFigures, fetchedAt: number): number {
  const known = sessionStarts.get(figures.startedAt);
  if (known !== undefined) return known;
  const start = fetchedAt - figures.elapsedSeconds * 1000;
  sessionStarts.set(figures.startedAt, start);
  return start;
}

/** A clock checked four times a second, so the shown second changes within a quarter second of the real one. */
function subscribeClock(onChange: () => void): () => void {
  const timer = setInterval(onChange, 250);
  return () => clearInterval(timer);
}

const subscribeNothing = () => () => undefined;

/**
 * Whole seconds since `startMs` (see sessionStartOf), re-rendering when the second changes; null without a start.
 * The clock is an outside store: each render reads the time afresh, only a new second re-renders.
 */
export function useSessionSeconds(startMs: number | null): number | null {
  const read = useCallback(
    () => (startMs === null ? null : Math.max(0, Math.floor((Date.now() - startMs) / 1000))),
    [startMs],
  );
  return useSyncExternalStore(startMs === null ? subscribeNothing : subscribeClock, read, read);
}
