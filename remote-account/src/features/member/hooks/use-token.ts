// The token of the active session (real or trial), the key every member-area query is scoped by.
import { activeSessionAtom, useAtomValue } from 'shared';

export function useToken(): string | null {
  return useAtomValue(activeSessionAtom)?.token ?? null;
}
