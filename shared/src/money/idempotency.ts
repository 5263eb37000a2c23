// Idempotency keys for money-moving calls (contract: "a UUID made by the page"): one key per intended action,
// kept while the action is retried (a double tap or a retry after a lost answer moves money once), renewed
// after it succeeds.

export function newIdempotencyKey(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID();
  // RFC 4122 version 4 from random bytes where randomUUID is missing (insecure contexts).
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Keys per pending action (say, per reward id): the same key until `done` is called for it. */
export class IdempotencyKeys<Id> {
  private readonly keys = new Map<Id, string>();

  for(id: Id): string {
    let key = this.keys.get(id);
    if (!key) {
      key = newIdempotencyKey();
      this.keys.set(id, key);
    }
    return key;
  }

  done(id: Id): void {
    this.keys.delete(id);
  }
}

/** One form's key: the previous one while the payload is unchanged (a retry), a new one for an edited form. */
export interface IdempotencyKeeper {
  keyFor(payload: unknown): string;
  /** Forget the key (after a success): the next submission is a new one. */
  renew(): void;
}

export function createIdempotencyKeeper(makeKey: () => string = newIdempotencyKey): IdempotencyKeeper {
  let last: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(payload) {
      const fingerprint = JSON.stringify(payload);
      if (last?.fingerprint !== fingerprint) last = { fingerprint, key: makeKey() };
      return last.key;
    },
    renew() {
      last = null;
    },
  };
}
