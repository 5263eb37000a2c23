// The token of the session on the page (a real or a trial one): every member query key carries it, so a new
// session never sees what the previous one loaded.
import { useAtomValue } from 'jotai';
import { mcStore } from '../state/store';
import { activeSessionAtom } from './session';

export function useSessionToken(): string | null {
  return useAtomValue(activeSessionAtom, { store: mcStore })?.token ?? null;
}
