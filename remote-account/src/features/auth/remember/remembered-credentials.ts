// The remembered-password record of the login form (spec account §3), one per login type. The record is
// encrypted with AES-GCM under a non-extractable WebCrypto key: the key and the ciphertext live in IndexedDB,
// so neither the page's code nor a copy of the storage reveals the password without this browser's key.
import type { LoginPayload } from 'shared';

export type LoginType = Extract<LoginPayload['type'], 'username' | 'sms'>;

export interface RememberedCredentials {
  type: LoginType;
  username: string;
  password: string;
  countryDialingCode: string;
}

/** A key-value store of structured-cloneable values (IndexedDB in the page, a Map in unit tests). */
export interface SecretStore {
  get(key: string): Promise<unknown>;
  put(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
}

export interface RememberDependencies {
  store: () => SecretStore;
  subtle: SubtleCrypto;
  randomBytes: (length: number) => Uint8Array<ArrayBuffer>;
}

interface SealedRecord {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

const KEY_ENTRY = 'key';
const recordEntry = (type: LoginType) => `record:${type}`;

function isSealed(value: unknown): value is SealedRecord {
  // Checked by shape rather than instanceof: IndexedDB and WebCrypto may hand back objects of another realm.
  const v = value as Partial<SealedRecord> | null;
  return Boolean(
    v && ArrayBuffer.isView(v.iv) && Object.prototype.toString.call(v.data) === '[object ArrayBuffer]',
  );
}

function isCredentials(value: unknown, type: LoginType): value is RememberedCredentials {
  const v = value as Partial<RememberedCredentials> | null;
  return Boolean(
    v &&
    v.type === type &&
    typeof v.username === 'string' &&
    typeof v.password === 'string' &&
    typeof v.countryDialingCode === 'string',
  );
}

export function createRememberedCredentials(deps: RememberDependencies) {
  let keyPromise: Promise<CryptoKey> | null = null;

  /** The page's AES key: read once, or generated (non-extractable) and stored on first use. */
  const cryptoKey = (): Promise<CryptoKey> => {
    keyPromise ??= (async () => {
      const store = deps.store();
      const existing = await store.get(KEY_ENTRY);
      if (isCryptoKeyLike(existing)) return existing as CryptoKey;
      const key = await deps.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
        'encrypt',
        'decrypt',
      ]);
      await store.put(KEY_ENTRY, key);
      return key;
    })().catch((error: unknown) => {
      keyPromise = null;
      throw error;
    });
    return keyPromise;
  };

  async function save(record: RememberedCredentials): Promise<void> {
    const key = await cryptoKey();
    const iv = deps.randomBytes(12);
    const plain = new TextEncoder().encode(JSON.stringify(record));
    const data = await deps.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain);
    await deps.store().put(recordEntry(record.type), { iv, data } satisfies SealedRecord);
  }

  /** The record of a login type, or null when none is kept or it cannot be opened (the key was lost). */
  async function load(type: LoginType): Promise<RememberedCredentials | null> {
    try {
      const sealed = await deps.store().get(recordEntry(type));
      if (!isSealed(sealed)) return null;
      const key = await cryptoKey();
      const plain = await deps.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, key, sealed.data);
      const value: unknown = JSON.parse(new TextDecoder().decode(plain));
      return isCredentials(value, type) ? value : null;
    } catch {
      return null;
    }
  }

  async function clear(type: LoginType): Promise<void> {
    await deps.store().delete(recordEntry(type));
  }

  return { save, load, clear };
}

/** A stored CryptoKey (checked by shape: `CryptoKey` is not a global in every realm the code runs in). */
function isCryptoKeyLike(value: unknown): boolean {
  const v = value as { type?: unknown; algorithm?: unknown; usages?: unknown } | null;
  return Boolean(v && v.type === 'secret' && v.algorithm && Array.isArray(v.usages));
}

// ---------- the page's instance: IndexedDB and the browser's WebCrypto ----------

const DB_NAME = 'mc-account';
const STORE_NAME = 'remembered-credentials';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

let database: Promise<IDBDatabase> | null = null;

function openDatabase(): Promise<IDBDatabase> {
  database ??= new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE_NAME);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('IndexedDB unavailable'));
  }).catch((error: unknown) => {
    database = null;
    throw error;
  });
  return database;
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>) {
  const db = await openDatabase();
  return request(run(db.transaction(STORE_NAME, mode).objectStore(STORE_NAME)));
}

export const indexedDbStore: SecretStore = {
  get: (key) => withStore('readonly', (store) => store.get(key)),
  put: async (key, value) => {
    await withStore('readwrite', (store) => store.put(value, key));
  },
  delete: async (key) => {
    await withStore('readwrite', (store) => store.delete(key));
  },
};

/** Remembering needs IndexedDB and WebCrypto (a secure context); without them the tick is not offered. */
export function rememberSupported(): boolean {
  return typeof indexedDB !== 'undefined' && globalThis.crypto?.subtle !== undefined;
}

const page = rememberSupported()
  ? createRememberedCredentials({
      store: () => indexedDbStore,
      subtle: globalThis.crypto.subtle,
      randomBytes: (length) => globalThis.crypto.getRandomValues(new Uint8Array(length)),
    })
  : null;

export async function save(record: RememberedCredentials): Promise<void> {
  await page?.save(record);
}

export async function load(type: LoginType): Promise<RememberedCredentials | null> {
  return (await page?.load(type)) ?? null;
}

export async function clear(type: LoginType): Promise<void> {
  await page?.clear(type);
}
