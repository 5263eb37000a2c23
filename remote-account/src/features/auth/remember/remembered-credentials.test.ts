import { webcrypto } from 'node:crypto';
import {
  createRememberedCredentials,
  type RememberedCredentials,
  type SecretStore,
} from './remembered-credentials';

/** An in-memory store that clones what it keeps, as IndexedDB does. */
function memoryStore() {
  const entries = new Map<string, unknown>();
  const store: SecretStore = {
    get: (key) => Promise.resolve(entries.get(key)),
    put: (key, value) => {
      entries.set(key, value);
      return Promise.resolve();
    },
    delete: (key) => {
      entries.delete(key);
      return Promise.resolve();
    },
  };
  return { store, entries };
}

function setup() {
  const memory = memoryStore();
  const remembered = createRememberedCredentials({
    store: () => memory.store,
    subtle: webcrypto.subtle as unknown as SubtleCrypto,
    randomBytes: (length) => webcrypto.getRandomValues(new Uint8Array(length)),
  });
  return { ...memory, remembered };
}

/** Every byte the store holds, read as Latin-1 and UTF-8 text (what someone copying the storage would see). */
function storedText(entries: Map<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of entries) {
    parts.push(key);
    if (value && typeof value === 'object' && 'data' in value && 'iv' in value) {
      const { data, iv } = value as { data: ArrayBuffer; iv: Uint8Array };
      for (const bytes of [new Uint8Array(data), iv]) {
        parts.push(Buffer.from(bytes).toString('latin1'), Buffer.from(bytes).toString('utf8'));
        parts.push(Buffer.from(bytes).toString('base64'));
      }
    } else {
      parts.push(JSON.stringify(value) ?? '');
    }
  }
  return parts.join('\n');
}

const record: RememberedCredentials = {
  type: 'username',
  username: 'demo01',
  password: 'Secret-demo1234',
  countryDialingCode: '880',
};

describe('remembered credentials', () => {
  it('round-trips a record per login type', async () => {
    const { remembered } = setup();
    await remembered.save(record);
    await remembered.save({ type: 'sms', username: '01712345678', password: '', countryDialingCode: '880' });
    expect(await remembered.load('username')).toEqual(record);
    expect(await remembered.load('sms')).toEqual({
      type: 'sms',
      username: '01712345678',
      password: '',
      countryDialingCode: '880',
    });
  });

  it('stores nothing readable: neither the password, nor its base64, nor the username appear in the stored bytes', async () => {
    const { remembered, entries } = setup();
    await remembered.save(record);
    const text = storedText(entries);
    expect(text).not.toContain(record.password);
    expect(text).not.toContain(Buffer.from(record.password).toString('base64'));
    expect(text).not.toContain(Buffer.from(JSON.stringify(record)).toString('base64'));
    expect(text).not.toContain(record.username);
  });

  it('keeps a non-extractable AES-GCM key, so the key itself cannot be read out', async () => {
    const { remembered, entries } = setup();
    await remembered.save(record);
    const key = entries.get('key') as CryptoKey;
    expect(key.extractable).toBe(false);
    expect(key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    await expect(webcrypto.subtle.exportKey('raw', key as webcrypto.CryptoKey)).rejects.toThrow();
  });

  it('uses a fresh IV for every save, so the same record never gives the same ciphertext', async () => {
    const { remembered, entries } = setup();
    await remembered.save(record);
    const first = entries.get('record:username') as { iv: Uint8Array; data: ArrayBuffer };
    await remembered.save(record);
    const second = entries.get('record:username') as { iv: Uint8Array; data: ArrayBuffer };
    expect(Buffer.from(second.iv).equals(Buffer.from(first.iv))).toBe(false);
    expect(Buffer.from(second.data).equals(Buffer.from(first.data))).toBe(false);
  });

  it('clear forgets the record of that type only', async () => {
    const { remembered } = setup();
    await remembered.save(record);
    await remembered.save({ ...record, type: 'sms', username: '01712345678', password: '' });
    await remembered.clear('username');
    expect(await remembered.load('username')).toBeNull();
    expect(await remembered.load('sms')).not.toBeNull();
  });

  it('loads nothing when the record was sealed by another key (the key was lost) or was tampered with', async () => {
    const first = setup();
    await first.remembered.save(record);
    const other = setup();
    await other.remembered.save({ ...record, username: 'someone' });
    other.entries.set('record:username', first.entries.get('record:username'));
    expect(await other.remembered.load('username')).toBeNull();

    const sealed = first.entries.get('record:username') as { iv: Uint8Array; data: ArrayBuffer };
    const flipped = new Uint8Array(sealed.data.slice(0));
    flipped[0] = flipped[0]! ^ 0xff;
    first.entries.set('record:username', { iv: sealed.iv, data: flipped.buffer });
    expect(await first.remembered.load('username')).toBeNull();
  });

  it('loads nothing when no record is kept', async () => {
    const { remembered } = setup();
    expect(await remembered.load('sms')).toBeNull();
  });
});
