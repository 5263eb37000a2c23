import { act, renderHook } from '@testing-library/react';
import { COUNTDOWN_TICK_MS, useCountdown } from './use-countdown';

describe('useCountdown', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2025-01-01T10:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('is idle at first, with no text', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ running: false, seconds: 0, text: null });
  });

  it('shows the whole seconds left with an s suffix once started', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(Date.now() + 60_000));
    expect(result.current).toMatchObject({ running: true, seconds: 60, text: '60s' });
  });

  it('ticks every 500 ms, rounding part seconds up', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(Date.now() + 3_000));
    expect(COUNTDOWN_TICK_MS).toBe(500);
    act(() => jest.advanceTimersByTime(499));
    expect(result.current.text).toBe('3s');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.text).toBe('3s');
    act(() => jest.advanceTimersByTime(500));
    expect(result.current.text).toBe('2s');
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current.text).toBe('1s');
  });

  it('returns to idle when the given time is reached and stops ticking', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(Date.now() + 2_000));
    act(() => jest.advanceTimersByTime(2_000));
    expect(result.current).toMatchObject({ running: false, seconds: 0, text: null });
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stays idle when started with a time already past', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(Date.now() - 1));
    expect(result.current.running).toBe(false);
  });

  it('stop ends a running countdown at once', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(Date.now() + 30_000));
    act(() => result.current.stop());
    expect(result.current.running).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
  });
});
