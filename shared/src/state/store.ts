// The page's one jotai store, owned by shared (a federation singleton) so shell and remotes read the same atoms.
// Import atoms and hooks from here, never a second createStore.
import { createStore } from 'jotai/vanilla';

export const mcStore = createStore();
export { atom, Provider as StoreProvider, useAtom, useAtomValue, useSetAtom } from 'jotai';
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';
