import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  canaryBucket,
  isCandidate,
  parsePinFile,
  PinFileError,
  pinsForDevice,
  REMOTE_NAMES,
  runsCandidate,
} from './pin-file';

const ENVIRONMENTS_DIR = join(__dirname, '../../../deploy/environments');

function readEnvironment(name: string): unknown {
  return JSON.parse(readFileSync(join(ENVIRONMENTS_DIR, `${name}.json`), 'utf8'));
}

function pin(remote: string, version = '1.2.3') {
  return { version, manifest: `https://cdn.example.com/remote-${remote}/${version}/mf-manifest.json` };
}

function validFile(): { environment: string; remotes: Record<string, Record<string, unknown>> } {
  return {
    environment: 'test',
    remotes: {
      account: pin('account'),
      lobby: { ...pin('lobby'), integrity: 'sha384-abc', previous: pin('lobby', '1.2.2') },
      content: { ...pin('content'), previous: null },
      agent: pin('agent'),
    },
  };
}

function problemOf(value: unknown): PinFileError {
  try {
    parsePinFile(value);
  } catch (error) {
    if (error instanceof PinFileError) return error;
    throw error;
  }
  throw new Error('expected parsePinFile to reject');
}

describe('parsePinFile', () => {
  it.each(['local', 'staging', 'production'])('accepts the %s environment file of deploy/', (name) => {
    const raw = readEnvironment(name) as { environment: string };
    const parsed = parsePinFile(raw);
    expect(parsed.environment).toBe(raw.environment);
    expect(Object.keys(parsed.remotes).sort()).toEqual([...REMOTE_NAMES].sort());
    for (const remote of REMOTE_NAMES) {
      expect(parsed.remotes[remote].manifest).toMatch(/\/mf-manifest\.json$/);
    }
  });

  it('keeps versions, manifests, integrity and previous releases', () => {
    const parsed = parsePinFile(validFile());
    expect(parsed.remotes.lobby).toEqual({
      ...pin('lobby'),
      integrity: 'sha384-abc',
      previous: pin('lobby', '1.2.2'),
    });
    expect(parsed.remotes.account.previous).toBeNull();
    expect(parsed.remotes.content.previous).toBeNull();
  });

  it.each([
    ['null', null],
    ['an array', []],
    ['a string', 'remotes'],
  ])('rejects a pin file that is not an object (%s)', (_label, value) => {
    const error = problemOf(value);
    expect(error.name).toBe('PinFileError');
    expect(error.message).toMatch(/must be a JSON object/);
  });

  it('rejects a missing environment', () => {
    const { environment: _omitted, ...file } = validFile();
    expect(problemOf(file).message).toMatch(/"environment"/);
    expect(problemOf({ ...validFile(), environment: '' }).message).toMatch(/"environment"/);
  });

  it('rejects a file without remotes', () => {
    expect(problemOf({ environment: 'test' }).message).toMatch(/"remotes" must be an object/);
  });

  it('names a remote that is not pinned', () => {
    const file = validFile();
    delete file.remotes.agent;
    expect(problemOf(file).message).toBe('remote "agent" is not pinned');
  });

  it('names an unknown remote', () => {
    const file = validFile();
    file.remotes.casino = pin('casino');
    expect(problemOf(file).message).toMatch(/unknown remote\(s\): casino/);
  });

  it.each(['1.2', 'v1.2.3', 'latest', 123])(
    'rejects the version %p and says which remote has it',
    (version) => {
      const file = validFile();
      file.remotes.lobby = { ...pin('lobby'), version };
      const { message } = problemOf(file);
      expect(message).toMatch(/remotes\.lobby\.version must be a semantic version/);
    },
  );

  it('accepts pre-release versions', () => {
    const file = validFile();
    file.remotes.lobby = pin('lobby', '2.0.0-rc.1');
    expect(parsePinFile(file).remotes.lobby.version).toBe('2.0.0-rc.1');
  });

  it('rejects a relative manifest URL', () => {
    const file = validFile();
    file.remotes.content = { ...pin('content'), manifest: '/remote-content/1.2.3/mf-manifest.json' };
    expect(problemOf(file).message).toMatch(/remotes\.content\.manifest is not an absolute URL/);
  });

  it('rejects a manifest URL that is not an mf-manifest.json', () => {
    const file = validFile();
    file.remotes.content = {
      ...pin('content'),
      manifest: 'https://cdn.example.com/remote-content/1.2.3/remoteEntry.js',
    };
    expect(problemOf(file).message).toMatch(/remotes\.content\.manifest must point to an mf-manifest\.json/);
  });

  it('rejects a manifest URL that is not http(s)', () => {
    const file = validFile();
    file.remotes.account = {
      ...pin('account'),
      manifest: 'ftp://cdn.example.com/remote-account/1.2.3/mf-manifest.json',
    };
    expect(problemOf(file).message).toMatch(/remotes\.account\.manifest must be http\(s\)/);
  });

  it('rejects an integrity that is not a subresource-integrity string', () => {
    for (const integrity of [42, 'md5-abc', 'sha384-not base64!']) {
      const file = validFile();
      file.remotes.account = { ...pin('account'), integrity };
      expect(problemOf(file).message).toMatch(
        /remotes\.account\.integrity must be a subresource-integrity string/,
      );
    }
    const file = validFile();
    file.remotes.lobby = { ...pin('lobby'), entryIntegrity: 'sha1-abc' };
    expect(problemOf(file).message).toMatch(/remotes\.lobby\.entryIntegrity/);
  });

  it('keeps the manifest and entry integrity of a pin', () => {
    const file = validFile();
    file.remotes.account = { ...pin('account'), integrity: 'sha384-AAAA', entryIntegrity: 'sha384-BBBB' };
    expect(parsePinFile(file).remotes.account).toMatchObject({
      integrity: 'sha384-AAAA',
      entryIntegrity: 'sha384-BBBB',
    });
  });

  it('rejects a bad previous release and names it', () => {
    const file = validFile();
    file.remotes.agent = { ...pin('agent'), previous: { version: 'old', manifest: pin('agent').manifest } };
    expect(problemOf(file).message).toMatch(/remotes\.agent\.previous\.version must be a semantic version/);

    file.remotes.agent = { ...pin('agent'), previous: 'yesterday' };
    expect(problemOf(file).message).toMatch(/remotes\.agent\.previous must be an object/);
  });
});

describe('canary rollouts', () => {
  const candidate = (percent: number, rollout = 'lobby-1.3.0-a1') => ({
    ...pin('lobby', '1.3.0'),
    percent,
    rollout,
  });
  const withCanary = (percent: number, rollout?: string) => {
    const file = validFile();
    file.remotes.lobby = { ...file.remotes.lobby, canary: candidate(percent, rollout) };
    return parsePinFile(file);
  };
  const devices = Array.from({ length: 1000 }, (_, index) => `device-${index}`);

  it('keeps a rollout’s candidate, share and name, and refuses a share outside 1 to 100 or an unnamed rollout', () => {
    expect(withCanary(25).remotes.lobby.canary).toEqual(candidate(25));
    for (const percent of [0, 101, 12.5, '50']) {
      const file = validFile();
      file.remotes.lobby = { ...file.remotes.lobby, canary: { ...candidate(10), percent } };
      expect(problemOf(file).message).toMatch(/remotes\.lobby\.canary\.percent/);
    }
    const unnamed = validFile();
    unnamed.remotes.lobby = { ...unnamed.remotes.lobby, canary: { ...candidate(10), rollout: '' } };
    expect(problemOf(unnamed).message).toMatch(/rollout/);
  });

  it('gives a device the same place for the whole rollout, and a wider share only adds devices', () => {
    const cohort = (percent: number) => {
      const canary = withCanary(percent).remotes.lobby.canary!;
      return devices.filter((device) => runsCandidate(canary, device));
    };
    const [at10, at50, at100] = [cohort(10), cohort(50), cohort(100)];
    expect(at10.every((device) => at50.includes(device))).toBe(true);
    expect(devices.map((device) => canaryBucket('r', device))).toEqual(
      devices.map((device) => canaryBucket('r', device)),
    );
    // Shares are near what they say: 1,000 devices at 10 % and 50 %.
    expect(at10.length).toBeGreaterThan(60);
    expect(at10.length).toBeLessThan(140);
    expect(at50.length).toBeGreaterThan(440);
    expect(at50.length).toBeLessThan(560);
    expect(at100).toHaveLength(1000);
  });

  it('draws a new cohort for a new rollout', () => {
    const first = devices.filter((device) => canaryBucket('lobby-1.3.0-a1', device) < 50);
    const second = devices.filter((device) => canaryBucket('lobby-1.3.0-b2', device) < 50);
    expect(first).not.toEqual(second);
  });

  it('runs the candidate on a device in the cohort, with the stable release as its fallback', () => {
    const pins = withCanary(50);
    const inside = devices.find((device) => runsCandidate(pins.remotes.lobby.canary!, device))!;
    const outside = devices.find((device) => !runsCandidate(pins.remotes.lobby.canary!, device))!;
    const mine = pinsForDevice(pins, inside).remotes.lobby;
    expect(mine.version).toBe('1.3.0');
    expect(mine.previous).toEqual({ ...pin('lobby'), integrity: 'sha384-abc' });
    expect(isCandidate(mine)).toBe(true);
    const theirs = pinsForDevice(pins, outside).remotes.lobby;
    expect(theirs.version).toBe('1.2.3');
    expect(isCandidate(theirs)).toBe(false);
    expect(pinsForDevice(pins, null).remotes.lobby.version).toBe('1.2.3');
    expect(pinsForDevice(pins, inside).remotes.account).toEqual(pins.remotes.account);
  });
});

describe('previews', () => {
  const previewed = () => {
    const file = validFile() as Record<string, unknown> & ReturnType<typeof validFile>;
    file.remotes.lobby = { ...pin('lobby', '1.4.0'), previous: pin('lobby') };
    file.preview = { remote: 'lobby', version: '1.4.0', expiresAt: '2030-01-01T10:00:00.000Z' };
    return file;
  };

  it('keeps the preview a site server adds and the notice of a refused link', () => {
    expect(parsePinFile(previewed()).preview).toEqual({
      remote: 'lobby',
      version: '1.4.0',
      expiresAt: '2030-01-01T10:00:00.000Z',
    });
    expect(parsePinFile({ ...validFile(), notice: 'preview-expired' }).notice).toBe('preview-expired');
    expect(parsePinFile(validFile())).not.toHaveProperty('preview');
    expect(parsePinFile(validFile())).not.toHaveProperty('notice');
  });

  it('refuses a preview of another version than the remote’s pin, of an unknown remote, or an unknown notice', () => {
    const other = previewed();
    other.preview = { remote: 'lobby', version: '1.2.3', expiresAt: '2030-01-01T10:00:00.000Z' };
    expect(problemOf(other).message).toMatch(/preview\.version/);
    const unknown = previewed();
    unknown.preview = { remote: 'games', version: '1.4.0', expiresAt: '2030-01-01T10:00:00.000Z' };
    expect(problemOf(unknown).message).toMatch(/preview\.remote/);
    expect(problemOf({ ...validFile(), notice: 'hello' }).message).toMatch(/notice/);
  });

  it('runs the preview on every device, before a rollout of that remote', () => {
    const file = previewed();
    file.remotes.lobby = {
      ...file.remotes.lobby,
      canary: { ...pin('lobby', '1.3.0'), percent: 100, rollout: 'r' },
    };
    const pins = parsePinFile(file);
    expect(pinsForDevice(pins, 'device-1').remotes.lobby.version).toBe('1.4.0');
  });
});
