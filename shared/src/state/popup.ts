// Which auth popup is open (one at a time). Held in the shared store and set by bus listeners registered when
// shared loads, so a popup asked for before the shell's popup host has mounted (a popup route) is not lost.
import { atom } from 'jotai/vanilla';
import { bus, type PopupKind } from '../bus/event-bus';
import { mcStore } from './store';

export const popupAtom = atom<PopupKind | null>(null);
/** Where the open login was asked for: 'agent' from the agency centre's entry, else null. */
export const popupEntryAtom = atom<'agent' | null>(null);

bus.on('popup:open', ({ kind, entry }) => {
  mcStore.set(popupAtom, kind);
  mcStore.set(popupEntryAtom, entry ?? null);
});
bus.on('popup:close', ({ kind }) => {
  if (!kind || mcStore.get(popupAtom) === kind) {
    mcStore.set(popupAtom, null);
    mcStore.set(popupEntryAtom, null);
  }
});
