// A throttle that loses nothing: items run one at a time, at least `intervalMs` apart (spec lobby §7: the read
// mark is throttled 150 ms). A plain throttle would drop the second of two notices opened in quick succession;
// here it waits its turn. An item already waiting is not queued twice.

export interface ThrottledQueue<T> {
  /** Queue an item; false when the same item is already waiting. */
  push(item: T): boolean;
  /** Items still waiting. */
  size(): number;
  /** Forget what is waiting (nothing runs later). */
  clear(): void;
}

export function createThrottledQueue<T>(intervalMs: number, run: (item: T) => void): ThrottledQueue<T> {
  const waiting: T[] = [];
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const schedule = () => {
    if (timer !== null || waiting.length === 0) return;
    const wait = lastRun + intervalMs - Date.now();
    if (wait <= 0) {
      drain();
    } else {
      timer = setTimeout(() => {
        timer = null;
        drain();
      }, wait);
    }
  };

  const drain = () => {
    const item = waiting.shift();
    if (item === undefined) return;
    lastRun = Date.now();
    run(item);
    schedule();
  };

  return {
    push(item) {
      if (waiting.includes(item)) return false;
      waiting.push(item);
      schedule();
      return true;
    },
    size: () => waiting.length,
    clear() {
      waiting.length = 0;
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
