// The token of the session on the page (a real or a trial one): every query key of this remote carries it, so a
// new session never sees what the previous one loaded.
import { activeSessionAtom, mcStore, useAtomValue } from 'shared';

export function useSessionToken(): string | null {
  return useAtomValue(activeSessionAtom, { store: mcStore })?.token ?? null;
}
