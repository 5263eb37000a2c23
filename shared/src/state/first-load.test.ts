// The first content the shell's deferred parts wait for: held work keeps firstLoadHeld pending until it settles,
// failures included, and work held while waiting is waited for too.
import { firstLoadHeld, holdFirstLoad } from './first-load';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Whether `promise` has settled after the microtasks queued so far have run. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let turn = 0; turn < 10; turn++) await Promise.resolve();
  return settled;
}

test('with nothing held it settles at once', async () => {
  expect(await isSettled(firstLoadHeld())).toBe(true);
});

test('waits for held work, then for work held while it waited', async () => {
  const page = deferred();
  const later = deferred();
  holdFirstLoad(page.promise);
  const done = firstLoadHeld();
  expect(await isSettled(done)).toBe(false);
  holdFirstLoad(later.promise);
  page.resolve();
  expect(await isSettled(done)).toBe(false);
  later.resolve();
  expect(await isSettled(done)).toBe(true);
});

test('a failed load counts as settled and is not reported as unhandled', async () => {
  const page = deferred();
  holdFirstLoad(page.promise);
  const done = firstLoadHeld();
  page.reject(new Error('chunk failed'));
  expect(await isSettled(done)).toBe(true);
});
