// The page's first content beyond its first-load modules and start calls: work a remote starts as its module is
// evaluated and that the page's first render waits for (the chunk of the page a visit opens on, see
// startOpeningPage). The shell's afterFirstLoad (shell/src/federation/remotes.ts) waits for it too, so what it
// defers (the floating service button, the reality check, the header's unread counts) starts after the page has
// shown what it opened to show, not between that page's code and its first paint (issue 9, the member centre's LCP).

const held = new Set<Promise<void>>();

/** Counts `work` as part of the page's first content until it settles (a failure counts as settled). */
export function holdFirstLoad(work: Promise<unknown>): void {
  const settled = work.then(
    () => undefined,
    () => undefined,
  );
  held.add(settled);
  void settled.then(() => held.delete(settled));
}

/** Settles once every piece of first content held so far, and any held while waiting, has settled. */
export async function firstLoadHeld(): Promise<void> {
  while (held.size > 0) await Promise.all([...held]);
}
