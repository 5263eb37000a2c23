import { createIdempotencyKeeper, IdempotencyKeys, newIdempotencyKey } from './idempotency';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

it('makes version-4 UUIDs, also where randomUUID is missing', () => {
  expect(newIdempotencyKey()).toMatch(UUID_V4);
  // An own property shadows the prototype's method; deleting it brings the method back.
  Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
  try {
    expect(newIdempotencyKey()).toMatch(UUID_V4);
  } finally {
    delete (globalThis.crypto as { randomUUID?: unknown }).randomUUID;
  }
});

it('keeps one key per action across retries and renews it after success', () => {
  const keys = new IdempotencyKeys<number>();
  const first = keys.for(1);
  expect(keys.for(1)).toBe(first);
  expect(keys.for(2)).not.toBe(first);
  keys.done(1);
  expect(keys.for(1)).not.toBe(first);
});

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('createIdempotencyKeeper', () => {
  it('repeats the key when the same submission is retried', () => {
    const keeper = createIdempotencyKeeper(counter());
    expect(keeper.keyFor({ amount: 500 })).toBe('key-1');
    expect(keeper.keyFor({ amount: 500 })).toBe('key-1');
  });

  it('makes a new key when the form was changed before sending again', () => {
    const keeper = createIdempotencyKeeper(counter());
    keeper.keyFor({ amount: 500 });
    expect(keeper.keyFor({ amount: 600 })).toBe('key-2');
  });

  it('makes a new key after a success, even for the same values', () => {
    const keeper = createIdempotencyKeeper(counter());
    keeper.keyFor({ amount: 500 });
    keeper.renew();
    expect(keeper.keyFor({ amount: 500 })).toBe('key-2');
  });

  it('uses random UUIDs by default', () => {
    expect(createIdempotencyKeeper().keyFor({})).toMatch(/^[0-9a-f-]{36}$/);
  });
});
