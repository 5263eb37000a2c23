// The browser's next idle period: where work nobody waits for goes (a closed dialog's layout, the parts of a page
// after its first content), so that it does not lengthen a task the page is busy with.

/**
 * Calls `callback` in the browser's next idle period, at most a second away (in the next task where
 * requestIdleCallback is missing). Returns what cancels it.
 */
export function onIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => callback(), { timeout: 1_000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 0);
  return () => clearTimeout(timer);
}
