import { DUMMY_PASSWORD_HASH, hashPassword, hashPasswordSync, verifyPassword } from './password.ts';

/** Whether a callback queued for the event loop's next turn ran before `work` settled. */
async function loopTurnedDuring(work: () => unknown): Promise<boolean> {
  let turned = false;
  const immediate = setImmediate(() => {
    turned = true;
  });
  await work();
  clearImmediate(immediate);
  return turned;
}

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one, for async and seed (sync) hashes alike', async () => {
    for (const stored of [await hashPassword('demo1234'), hashPasswordSync('demo1234', 1024)]) {
      expect(stored).toMatch(/^scrypt\$\d+\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      await expect(verifyPassword('demo1234', stored)).resolves.toBe(true);
      await expect(verifyPassword('demo12345', stored)).resolves.toBe(false);
    }
    await expect(verifyPassword('demo1234', 'not-a-hash')).resolves.toBe(false);
  });

  it('lets other work run while a password is hashed or verified (the event loop is not held)', async () => {
    expect(await loopTurnedDuring(async () => await verifyPassword('anything', DUMMY_PASSWORD_HASH))).toBe(
      true,
    );
    expect(await loopTurnedDuring(async () => await hashPassword('anything'))).toBe(true);
  });
});
