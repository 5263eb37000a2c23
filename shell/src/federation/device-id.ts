// The device id rollouts assign cohorts by: random, kept in localStorage, never sent with a name or an account. A
// device keeps its release for the whole of a rollout (shared canaryBucket); clearing the site's data draws anew.
export const DEVICE_ID_KEY = 'mc.deviceId';

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Pages on plain http other than localhost have no randomUUID: 128 random bits in hex.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** This device's id, made on first use; null when storage is unavailable (the device then runs stable releases). */
export function deviceId(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage,
): string | null {
  try {
    if (!storage) return null;
    const known = storage.getItem(DEVICE_ID_KEY);
    if (known && /^[A-Za-z0-9-]{8,64}$/.test(known)) return known;
    const made = randomId();
    storage.setItem(DEVICE_ID_KEY, made);
    return made;
  } catch {
    return null;
  }
}
