import { createThrottledQueue } from './throttled-queue';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('createThrottledQueue', () => {
  it('runs the first item at once and the next ones at least the interval apart', () => {
    const run = jest.fn();
    const queue = createThrottledQueue<number>(150, run);
    queue.push(1);
    queue.push(2);
    queue.push(3);
    expect(run.mock.calls).toEqual([[1]]);
    jest.advanceTimersByTime(149);
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(run.mock.calls).toEqual([[1], [2]]);
    jest.advanceTimersByTime(150);
    expect(run.mock.calls).toEqual([[1], [2], [3]]);
  });

  it('does not queue an item twice while it waits', () => {
    const run = jest.fn();
    const queue = createThrottledQueue<number>(150, run);
    queue.push(1);
    expect(queue.push(2)).toBe(true);
    expect(queue.push(2)).toBe(false);
    jest.advanceTimersByTime(1000);
    expect(run.mock.calls).toEqual([[1], [2]]);
  });

  it('runs at once again after a quiet interval', () => {
    const run = jest.fn();
    const queue = createThrottledQueue<number>(150, run);
    queue.push(1);
    jest.advanceTimersByTime(200);
    queue.push(2);
    expect(run.mock.calls).toEqual([[1], [2]]);
  });

  it('forgets waiting items on clear', () => {
    const run = jest.fn();
    const queue = createThrottledQueue<number>(150, run);
    queue.push(1);
    queue.push(2);
    queue.clear();
    jest.advanceTimersByTime(1000);
    expect(run.mock.calls).toEqual([[1]]);
    expect(queue.size()).toBe(0);
  });
});
