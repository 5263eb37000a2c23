import { canaryBucket, PinFileError } from 'shared';
import { DEVICE_ID_KEY } from './device-id';
import { loadPinFile, PIN_FILE_URL } from './pin-file';

const validPinFile = {
  environment: 'local',
  remotes: Object.fromEntries(
    ['account', 'lobby', 'content', 'agent'].map((name) => [
      name,
      {
        version: '0.1.0',
        manifest: `http://localhost:8081/remote-${name}/0.1.0/mf-manifest.json`,
        previous: null,
      },
    ]),
  ),
};

function respondWith(body: string, status = 200): jest.MockedFunction<typeof fetch> {
  return jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>(() =>
    Promise.resolve(new Response(body, { status, headers: { 'content-type': 'application/json' } })),
  );
}

async function failureOf(promise: Promise<unknown>): Promise<PinFileError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PinFileError) return error;
    throw error;
  }
  throw new Error('expected loadPinFile to fail');
}

describe('loadPinFile', () => {
  it('fetches the live pin file without the cache and returns it parsed', async () => {
    const fetchImpl = respondWith(JSON.stringify(validPinFile));

    const pinFile = await loadPinFile(fetchImpl);

    expect(fetchImpl).toHaveBeenCalledWith(PIN_FILE_URL, { cache: 'no-store' });
    expect(PIN_FILE_URL).toBe('/env/remotes.json');
    expect(pinFile.environment).toBe('local');
    expect(pinFile.remotes.lobby).toEqual({
      version: '0.1.0',
      manifest: 'http://localhost:8081/remote-lobby/0.1.0/mf-manifest.json',
      previous: null,
    });
  });

  it('reports an HTTP error with its status', async () => {
    const error = await failureOf(loadPinFile(respondWith('oops', 500)));
    expect(error.message).toContain('HTTP 500');
    expect(error.message).toContain(PIN_FILE_URL);
  });

  it('reports a body that is not JSON', async () => {
    const error = await failureOf(loadPinFile(respondWith('<html>not json</html>')));
    expect(error.message).toContain('not valid JSON');
  });

  it('reports a fetch that fails, with the reason', async () => {
    const fetchImpl = jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>(() =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    const error = await failureOf(loadPinFile(fetchImpl));
    expect(error.message).toContain('could not fetch');
    expect(error.message).toContain('Failed to fetch');
  });

  it('reports a pin file that parses but is invalid', async () => {
    const { agent: _agent, ...remotes } = validPinFile.remotes;
    const error = await failureOf(loadPinFile(respondWith(JSON.stringify({ ...validPinFile, remotes }))));
    expect(error.message).toBe('remote "agent" is not pinned');
  });
});

describe('the pin file written into the page by the site server', () => {
  afterEach(() => document.getElementById('mc-pin-file')?.remove());

  function inlinePin(text: string) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'mc-pin-file';
    script.textContent = text;
    document.head.append(script);
  }

  it('is used without a request', async () => {
    inlinePin(JSON.stringify(validPinFile));
    const fetchImpl = respondWith('{}', 500);
    const pin = await loadPinFile(fetchImpl);
    expect(pin.remotes.lobby.version).toBe('0.1.0');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('when damaged, the live file is fetched instead', async () => {
    inlinePin('{"environment":');
    const fetchImpl = respondWith(JSON.stringify(validPinFile));
    const pin = await loadPinFile(fetchImpl);
    expect(pin.environment).toBe('local');
    expect(fetchImpl).toHaveBeenCalledWith(PIN_FILE_URL, { cache: 'no-store' });
  });
});

describe('rollouts', () => {
  const candidate = {
    version: '0.2.0',
    manifest: 'http://localhost:8081/remote-lobby/0.2.0/mf-manifest.json',
    percent: 50,
    rollout: 'lobby-0.2.0-test',
  };
  const withCanary = JSON.stringify({
    ...validPinFile,
    remotes: { ...validPinFile.remotes, lobby: { ...validPinFile.remotes.lobby, canary: candidate } },
  });
  const cohortOf = (id: string) => (canaryBucket(candidate.rollout, id) < candidate.percent ? 'in' : 'out');
  const ids = Array.from({ length: 40 }, (_, index) => `device-${String(index).padStart(4, '0')}`);

  afterEach(() => localStorage.clear());

  it('runs the candidate on a device of the cohort, with the stable release as its fallback, on every load', async () => {
    localStorage.setItem(
      DEVICE_ID_KEY,
      ids.find((id) => cohortOf(id) === 'in')!,
    );
    for (let load = 0; load < 3; load += 1) {
      const lobby = (await loadPinFile(respondWith(withCanary))).remotes.lobby;
      expect([lobby.version, lobby.previous?.version]).toEqual(['0.2.0', '0.1.0']);
    }
  });

  it('runs the stable release on a device outside the cohort', async () => {
    localStorage.setItem(
      DEVICE_ID_KEY,
      ids.find((id) => cohortOf(id) === 'out')!,
    );
    expect((await loadPinFile(respondWith(withCanary))).remotes.lobby.version).toBe('0.1.0');
  });

  it('gives a device without an id one, and keeps it', async () => {
    await loadPinFile(respondWith(withCanary));
    const made = localStorage.getItem(DEVICE_ID_KEY);
    expect(made).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    await loadPinFile(respondWith(withCanary));
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(made);
  });
});
