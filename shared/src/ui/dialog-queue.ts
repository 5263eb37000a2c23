// The page's one queue of dialogs: every `Dialog` of every app asks it for a turn, and exactly one open dialog is
// on screen at a time. It lives in `shared`, the page's singleton, so the shell's popup host and each remote's
// dialogs wait in the same line. What the player asked for (a tap, sign-in from a link) goes ahead of what the
// site offers by itself (home notices, contract alerts): the newest request of the player shows, a dialog opened
// from another one covers it and gives it back on closing; the site's offers show one by one, oldest first, once
// nothing the player asked for is open.
import { useLayoutEffect, useState, useSyncExternalStore } from 'react';

/** player: opened because the player asked (a tap, a link); site: offered by the site on its own. */
export type DialogPriority = 'player' | 'site';

interface DialogRequest {
  id: number;
  priority: DialogPriority;
}

let requests: readonly DialogRequest[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function changed(next: readonly DialogRequest[]) {
  requests = next;
  for (const listener of listeners) listener();
}

/** The request whose dialog is on screen, or null when none is open. */
export function shownDialog(): number | null {
  const players = requests.filter((request) => request.priority === 'player');
  const turn = players[players.length - 1] ?? requests[0];
  return turn?.id ?? null;
}

/** Join the queue under `id`; the returned function leaves it (the dialog closed or unmounted). */
export function requestDialog(id: number, priority: DialogPriority): () => void {
  changed([...requests, { id, priority }]);
  return () => changed(requests.filter((request) => request.id !== id));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether an open dialog has its turn on screen now; a closed one never has. */
export function useDialogTurn(open: boolean, priority: DialogPriority): boolean {
  const [id] = useState(() => nextId++);
  // Before paint, so a dialog whose turn it is shows in its first frame.
  useLayoutEffect(() => {
    if (!open) return;
    return requestDialog(id, priority);
  }, [id, open, priority]);
  // Whether it is this dialog's turn, not whose turn it is: a dialog re-renders only when its own turn comes or
  // goes, not whenever another one of the page's dialogs opens or closes.
  const myTurn = () => open && shownDialog() === id;
  return useSyncExternalStore(subscribe, myTurn, myTurn);
}
