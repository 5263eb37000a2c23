// The page's first content, and what waits for it (the member centre's largest paint comes first).
// - Held work: what a remote starts as its module is evaluated and the page's first render waits for (the page a
//   visit opens on, see startOpeningPage). The shell's afterFirstLoad (shell/src/federation/remotes.ts) waits for it
//   with the page's first-load modules and start calls.
// - firstContentShownAtom: set by the shell once afterFirstLoad has resolved (the page's content is on screen).
//   What nobody opened the page for waits for it: the floating service button and the reality check (the shell's
//   deferred areas), and the counts of the badges (unread messages, unclaimed rewards), whose calls would otherwise
//   travel beside the page's code and hold the largest paint back.
import { atom, useAtomValue } from 'jotai';
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

/** Whether the page's first content is on screen. A standalone remote's dev host sets it at once. */
export const firstContentShownAtom = atom(false);

/** The shell, once the page's first content is on screen (and a dev host, which has no first load). */
export function markFirstContentShown(): void {
  mcStore.set(firstContentShownAtom, true);
}

export function useFirstContentShown(): boolean {
  return useAtomValue(firstContentShownAtom, { store: mcStore });
}
