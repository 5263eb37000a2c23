// Which auth popup is open (one at a time). Held in the shared store and set by bus listeners registered when
// shared loads, so a popup asked for before the shell's popup host has mounted (a popup route) is not lost.
// It also holds the page a visitor asked for when the login opened instead of it, to open once they sign in.
import { atom } from 'jotai/vanilla';
import { bus, type PopupKind } from '../bus/event-bus';
import { signInReturnPath } from '../routes/route-table';
import { sessionAtom } from '../session/session';
import { mcStore } from './store';

export const popupAtom = atom<PopupKind | null>(null);
/** Where the open login was asked for: 'agent' from the agency centre's entry, else null. */
export const popupEntryAtom = atom<'agent' | null>(null);
/** The members-only page the login opened instead of (a path of the route table), else null. */
export const popupReturnAtom = atom<string | null>(null);

bus.on('popup:open', ({ kind, entry, returnTo }) => {
  // Going from the login to the register or forgot popup (and back) is the same sign-in: the page asked for
  // stays. A popup opened with none open starts afresh.
  const kept = mcStore.get(popupAtom) === null ? null : mcStore.get(popupReturnAtom);
  mcStore.set(popupAtom, kind);
  mcStore.set(popupEntryAtom, entry ?? null);
  mcStore.set(popupReturnAtom, signInReturnPath(returnTo) ?? kept);
});
bus.on('popup:close', ({ kind }) => {
  if (!kind || mcStore.get(popupAtom) === kind) {
    mcStore.set(popupAtom, null);
    mcStore.set(popupEntryAtom, null);
    mcStore.set(popupReturnAtom, null);
  }
});

/**
 * The page to open as the popup closes: the one the visitor asked for, once a member's session exists (signed
 * in or registered). Free play is no sign-in to a member's page (it goes home), and a popup closed unsigned
 * goes nowhere. Read it before emitting 'popup:close', which forgets it.
 */
export function pageAskedBeforeSignIn(): string | null {
  if (mcStore.get(sessionAtom) === null) return null;
  return mcStore.get(popupReturnAtom);
}
