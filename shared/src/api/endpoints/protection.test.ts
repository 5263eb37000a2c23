import { act, renderHook } from '@testing-library/react';
import type { SessionFigures } from '../contract';
import { sessionStartOf, useSessionSeconds } from './protection';

const figures = (startedAt: string, elapsedSeconds: number): SessionFigures => ({
  startedAt,
  elapsedSeconds,
  wageredMinor: 0,
  netMinor: 0,
  realityCheckSeconds: 0,
  endsAt: null,
});

describe('sessionStartOf', () => {
  it("places the session's start on this page's clock by the server's elapsed time", () => {
    expect(sessionStartOf(figures('2025-05-01T10:00:00.000Z', 90), 1_000_000)).toBe(910_000);
  });

  it('keeps the first anchor of a session, so a later read does not move its clock', () => {
    const first = sessionStartOf(figures('2025-05-01T11:00:00.000Z', 10), 2_000_000);
    // 5 s later by this page's clock the server, rounding down, says 14 s: the start stays where it was.
    expect(sessionStartOf(figures('2025-05-01T11:00:00.000Z', 14), 2_005_000)).toBe(first);
    // Another session gets its own anchor.
    expect(sessionStartOf(figures('2025-05-01T12:00:00.000Z', 0), 3_000_000)).toBe(3_000_000);
  });
});

describe('useSessionSeconds', () => {
  afterEach(() => jest.useRealTimers());

  it('counts whole seconds from the start and moves on with the clock', () => {
    jest.useFakeTimers({ now: 100_000 });
    const { result } = renderHook(() => useSessionSeconds(40_500));
    expect(result.current).toBe(59);
    act(() => jest.advanceTimersByTime(500));
    expect(result.current).toBe(60);
    act(() => jest.advanceTimersByTime(61_000));
    expect(result.current).toBe(121);
  });

  it('gives null without a start', () => {
    const { result } = renderHook(() => useSessionSeconds(null));
    expect(result.current).toBeNull();
  });
});
