// The password the player typed at login (or registration, or the last change), held in this remote's memory only
// so the change-password form can skip the old-password field (spec account §2). Never written to any storage:
// a reload forgets it, and it is dropped when the session ends.
import { bus } from 'shared';

let held: string | null = null;

export function holdPassword(password: string | null): void {
  held = password === '' ? null : password;
}

export function heldPassword(): string | null {
  return held;
}

bus.on('session:changed', ({ loggedIn }) => {
  if (!loggedIn) held = null;
});
