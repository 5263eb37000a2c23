// The page's first content, and what waits for it (the member centre's largest paint comes first).
// - Held work: what a remote starts as its module is evaluated and the page's first render waits for (the page a
//   visit opens on, see startOpeningPage). The shell's afterFirstLoad (shell/src/federation/remotes.ts) waits for it
//   with the page's first-load modules and start calls.
// - firstContentShownAtom: set by the shell once afterFirstLoad has resolved (the page's content is on screen).
//   What nobody opened the page for waits for it: the floating service button and the reality check (the shell's
//   deferred areas), and the counts of the badges (unread messages, unclaimed rewards), whose calls would otherwise
//   travel beside the page's code and hold the largest paint back.
import { atom, useAtomValue } from 'jotai';
import { startTransition } from 'react';
import { mcStore } from './store';

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

let startData: Promise<void> = Promise.resolve();

/** The page's start queries (shared/src/state/start-queries.ts), from when they start until they settle. */
export function trackStartData(settled: Promise<void>): void {
  startData = settled;
}

/**
 * Settles once the page's start queries have their answers or failures, or after `limitMs`, whichever comes first.
 * The page a visit opens on waits for it before its first render: rendered without the data, it would render again
 * when the answers land, and an answer that lands while React is still rendering the page in slices (a transition)
 * makes React render the whole page again in one long task, since a store read during the render has changed. The
 * limit keeps a slow platform API from holding the page: it then shows its placeholders for what is missing.
 */
export function startDataIn(limitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, limitMs);
    void startData.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Whether the page's first content is on screen. A standalone remote's dev host sets it at once. */
export const firstContentShownAtom = atom(false);

/**
 * The shell, once the page's first content is on screen (and a dev host, which has no first load). What waited for
 * it is not urgent: its renders are a transition, which React renders in slices between the player's taps, rather
 * than one task for every part that waited (the deferred areas, the badges, the side menu's module).
 */
export function markFirstContentShown(): void {
  startTransition(() => mcStore.set(firstContentShownAtom, true));
}

export function useFirstContentShown(): boolean {
  return useAtomValue(firstContentShownAtom, { store: mcStore });
}
