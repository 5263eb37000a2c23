// Releases and pins against a temporary release store: every refusal writes nothing, writes are atomic,
// concurrent pins from separate processes lose no update, promote and rollback keep the audit trail.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { REMOTE_EXPOSES } from 'shared/remote-modules';
import { SHARED_DEEP_IMPORTS } from 'shared/singletons';
import { sharedSingletons } from '../../tools/webpack/create-config';
import {
  type DeployPaths,
  FEDERATION_RUNTIME,
  federationRuntimeVersion,
  pinRelease,
  promote,
  publishRelease,
  readAudit,
  readPins,
  RefusalError,
  rollbackRelease,
  satisfiesCaret,
  shellRequirements,
  writeAtomic,
} from './releases';
import { startTestReleaseStore, tempDeployLayout, type TestReleaseStore } from './test-release-store';

const REQUIREMENTS: Record<string, string> = {
  react: '^19.3.1',
  'react-dom': '^19.3.1',
  'react-router-dom': '^7.18.5',
  jotai: '^3.0.1',
  shared: '^0.1.0',
  [FEDERATION_RUNTIME]: federationRuntimeVersion(),
};
// A good release exposes exactly what the shell's contract expects.
const EXPOSES = REMOTE_EXPOSES;
type Remote = keyof typeof EXPOSES;
const REMOTES = Object.keys(EXPOSES) as Remote[];

let root: string;
let paths: DeployPaths;
// The CDN of the local and staging environments: serves the temporary release store over HTTP.
let cdn: TestReleaseStore;

beforeAll(async () => {
  cdn = await startTestReleaseStore(() => paths.store);
});
afterAll(() => cdn.close());

/** A built remote as webpack leaves it: manifest (shared versions, exposes) and entry. */
function fakeBuild(
  remote: Remote,
  options: { react?: string; exposes?: readonly string[]; label?: string } = {},
) {
  const dist = mkdtempSync(path.join(root, `dist-${remote}-`));
  const shared = Object.entries(REQUIREMENTS).map(([name, range]) => ({
    name,
    version: name === 'react' && options.react ? options.react : range.slice(1),
    singleton: true,
  }));
  const exposes = (options.exposes ?? EXPOSES[remote]).map((expose) => ({ path: expose }));
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ id: remote, shared, exposes }));
  writeFileSync(path.join(dist, 'remoteEntry.js'), `/* ${remote} ${options.label ?? ''} */`);
  mkdirSync(path.join(dist, 'js'));
  writeFileSync(path.join(dist, 'js', 'chunk.js'), `console.log(${JSON.stringify(options.label ?? remote)})`);
  return dist;
}

function release(remote: Remote, version: string, options: Parameters<typeof fakeBuild>[1] = {}) {
  return publishRelease(paths, remote, version, fakeBuild(remote, options), 'abc1234');
}

function pin(remote: Remote, version: string, environment = 'local') {
  return pinRelease(
    paths,
    { action: 'pin', environment, remote, version, reason: 'test', who: 'jest' },
    REQUIREMENTS,
  );
}

function pinFileText(environment = 'local') {
  return readFileSync(path.join(paths.environments, `${environment}.json`), 'utf8');
}

async function expectRefused(action: Promise<unknown>, reason: RegExp) {
  const before = pinFileText();
  const audit = readAudit(paths).length;
  await expect(action).rejects.toThrow(reason);
  await expect(action).rejects.toBeInstanceOf(RefusalError);
  expect(pinFileText()).toBe(before);
  expect(readAudit(paths)).toHaveLength(audit);
}

beforeEach(() => {
  cdn.behaviour = 'serve';
  ({ root, paths } = tempDeployLayout('releases-'));
  writeFileSync(
    paths.allowList,
    JSON.stringify({
      stores: {
        local: cdn.origin,
        staging: cdn.origin,
        production: 'https://cdn.example',
      },
      origins: { local: [cdn.origin], staging: [cdn.origin], production: [] },
    }),
  );
  for (const environment of ['local', 'staging', 'production']) {
    const remotes = Object.fromEntries(
      REMOTES.map((remote) => {
        release(remote, `1.0.0-${environment}`);
        return [
          remote,
          {
            version: `1.0.0-${environment}`,
            manifest: `${cdn.origin}/remote-${remote}/1.0.0-${environment}/mf-manifest.json`,
            previous: null,
          },
        ];
      }),
    );
    writeFileSync(
      path.join(paths.environments, `${environment}.json`),
      JSON.stringify({ environment, remotes }),
    );
  }
});

describe('release', () => {
  it('publishes an immutable folder with the integrity of every file and refuses to overwrite it', () => {
    const meta = release('lobby', '2.0.0-abc1234');
    const folder = path.join(paths.store, 'remote-lobby', '2.0.0-abc1234');
    expect(Object.keys(meta.files).sort()).toEqual(['js/chunk.js', 'mf-manifest.json', 'remoteEntry.js']);
    expect(meta.manifestIntegrity).toMatch(/^sha384-/);
    expect(JSON.parse(readFileSync(path.join(folder, 'release.json'), 'utf8'))).toEqual(meta);
    expect(() => release('lobby', '2.0.0-abc1234')).toThrow(/already exists: releases are never overwritten/);
    expect(
      readdirSync(path.join(paths.store, 'remote-lobby')).filter((name) => name.includes('.tmp')),
    ).toEqual([]);
  });
});

describe('pin', () => {
  it('pins a checked release with its integrity, keeps the previous version and logs who, when, from, to, why', async () => {
    release('lobby', '2.0.0');
    await expect(pin('lobby', '2.0.0')).resolves.toEqual({ from: '1.0.0-local', to: '2.0.0' });
    const lobby = readPins(paths, 'local').remotes.lobby;
    expect(lobby).toMatchObject({
      version: '2.0.0',
      manifest: `${cdn.origin}/remote-lobby/2.0.0/mf-manifest.json`,
      integrity: expect.stringMatching(/^sha384-/) as string,
      entryIntegrity: expect.stringMatching(/^sha384-/) as string,
      previous: { version: '1.0.0-local' },
    });
    expect(readAudit(paths)).toEqual([
      expect.objectContaining({
        action: 'pin',
        environment: 'local',
        remote: 'lobby',
        from: '1.0.0-local',
        to: '2.0.0',
      }),
    ]);
  });

  it('refuses an unknown version', async () => {
    await expectRefused(pin('lobby', '9.9.9'), /does not exist/);
  });

  it('refuses a release whose files were tampered with', async () => {
    release('lobby', '2.0.0');
    writeFileSync(path.join(paths.store, 'remote-lobby', '2.0.0', 'js', 'chunk.js'), 'alert(1)');
    await expectRefused(pin('lobby', '2.0.0'), /was altered: js\/chunk\.js does not match/);
  });

  it('refuses a release whose manifest does not parse', async () => {
    release('lobby', '2.0.0');
    const folder = path.join(paths.store, 'remote-lobby', '2.0.0');
    // Keep the recorded hash in step so the parse check, not the integrity check, answers.
    writeFileSync(path.join(folder, 'mf-manifest.json'), '{ not json');
    const meta = JSON.parse(readFileSync(path.join(folder, 'release.json'), 'utf8')) as {
      files: Record<string, string>;
    };
    const { sri } = await import('./releases');
    meta.files['mf-manifest.json'] = sri(Buffer.from('{ not json'));
    writeFileSync(path.join(folder, 'release.json'), JSON.stringify(meta));
    await expectRefused(pin('lobby', '2.0.0'), /mf-manifest.json does not parse/);
  });

  it('refuses an incompatible React', async () => {
    release('lobby', '2.0.0', { react: '18.3.1' });
    await expectRefused(pin('lobby', '2.0.0'), /shares react 18\.3\.1, the shell requires \^19\.3\.1/);
  });

  it('refuses a release missing an expose of the shell contract', async () => {
    release('lobby', '2.0.0', { exposes: ['./Pages'] });
    await expectRefused(pin('lobby', '2.0.0'), /does not expose \.\/HomeGameArea/);
  });

  it('refuses a URL off the environment allow-list', async () => {
    release('lobby', '2.0.0');
    const before = pinFileText('production');
    await expect(pin('lobby', '2.0.0', 'production')).rejects.toThrow(
      /https:\/\/cdn\.example is not on the allow-list/,
    );
    expect(pinFileText('production')).toBe(before);
  });

  it('refuses a pin without a reason', async () => {
    release('lobby', '2.0.0');
    await expectRefused(
      pinRelease(
        paths,
        { action: 'pin', environment: 'local', remote: 'lobby', version: '2.0.0', reason: ' ', who: 'x' },
        REQUIREMENTS,
      ),
      /a reason is required/,
    );
  });

  it('refuses a release the allow-listed store does not serve (the CDN is missing the files)', async () => {
    release('lobby', '2.0.0');
    cdn.behaviour = 'missing';
    await expectRefused(pin('lobby', '2.0.0'), /mf-manifest\.json answers 404, players cannot load it/);
  });

  it('refuses a release the allow-listed store serves with other bytes than the release store holds', async () => {
    release('lobby', '2.0.0');
    cdn.behaviour = 'other-bytes';
    await expectRefused(pin('lobby', '2.0.0'), /serves other bytes than the release in the store/);
  });

  it('a dry run makes every check and reports the change, but writes no pin, lock or audit row', async () => {
    release('lobby', '2.0.0');
    const before = pinFileText();
    const change = { action: 'pin' as const, environment: 'local', remote: 'lobby' as const, reason: 'try' };
    await expect(
      pinRelease(paths, { ...change, version: '2.0.0', who: 'jest', dryRun: true }, REQUIREMENTS),
    ).resolves.toEqual({ from: '1.0.0-local', to: '2.0.0' });
    await expect(
      pinRelease(paths, { ...change, version: '9.9.9', who: 'jest', dryRun: true }, REQUIREMENTS),
    ).rejects.toThrow(/does not exist/);
    expect(pinFileText()).toBe(before);
    expect(readAudit(paths)).toEqual([]);
    expect(readdirSync(paths.environments).filter((name) => name.endsWith('.lock'))).toEqual([]);
  });

  it('refuses a change that does not say who makes it', async () => {
    release('lobby', '2.0.0');
    await expectRefused(
      pinRelease(
        paths,
        { action: 'pin', environment: 'local', remote: 'lobby', version: '2.0.0', reason: 'x', who: ' ' },
        REQUIREMENTS,
      ),
      /who makes the change is required/,
    );
  });

  it('never loses an update when separate processes pin at the same time', async () => {
    for (const remote of REMOTES) release(remote, '3.0.0');
    const script = (remote: Remote) => `
      import { pinRelease } from ${JSON.stringify(path.join(__dirname, 'releases.ts'))};
      await pinRelease(${JSON.stringify(paths)}, { action: 'pin', environment: 'local', remote: ${JSON.stringify(remote)},
        version: '3.0.0', reason: 'race', who: 'p' }, ${JSON.stringify(REQUIREMENTS)});`;
    const codes = await Promise.all(
      REMOTES.map(
        (remote) =>
          new Promise<number | null>((resolve) => {
            const child = spawn(process.execPath, ['--input-type=module', '-e', script(remote)], {
              stdio: 'inherit',
            });
            child.on('exit', resolve);
          }),
      ),
    );
    expect(codes).toEqual([0, 0, 0, 0]);
    const pins = readPins(paths, 'local');
    expect(REMOTES.map((remote) => pins.remotes[remote].version)).toEqual([
      '3.0.0',
      '3.0.0',
      '3.0.0',
      '3.0.0',
    ]);
    expect(readAudit(paths)).toHaveLength(4);
    expect(existsSync(path.join(paths.environments, 'local.json.lock'))).toBe(false);
  });

  it('takes over a lock left by a writer killed more than a minute ago, and pins', async () => {
    release('lobby', '3.1.0');
    const lock = path.join(paths.environments, 'local.json.lock');
    writeFileSync(lock, '');
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    utimesSync(lock, twoMinutesAgo, twoMinutesAgo);
    await pin('lobby', '3.1.0');
    expect(readPins(paths, 'local').remotes.lobby.version).toBe('3.1.0');
    expect(existsSync(lock)).toBe(false);
  });
});

describe('atomic writes', () => {
  it('a reader never sees a half-written pin file while another process rewrites it', async () => {
    const file = path.join(paths.environments, 'local.json');
    const writer = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { writeAtomic } from ${JSON.stringify(path.join(__dirname, 'releases.ts'))};
         const big = JSON.stringify({ environment: 'local', padding: 'x'.repeat(200000) });
         for (let i = 0; i < 300; i++) writeAtomic(${JSON.stringify(file)}, big + ' '.repeat(i % 7));`,
      ],
      { stdio: 'inherit' },
    );
    const done = new Promise((resolve) => writer.on('exit', resolve));
    let reads = 0;
    let finished = false;
    void done.then(() => (finished = true));
    while (!finished) {
      expect(() => JSON.parse(readFileSync(file, 'utf8')) as unknown).not.toThrow();
      reads += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(reads).toBeGreaterThan(0);
    expect(readdirSync(paths.environments).filter((name) => name.includes('.tmp-'))).toEqual([]);
    writeAtomic(file, '{}');
    expect(readFileSync(file, 'utf8')).toBe('{}');
  });
});

describe('rollback and promote', () => {
  it('rolls back to the previous version and takes the one before it as the new previous', async () => {
    release('lobby', '2.0.0');
    release('lobby', '3.0.0');
    await pin('lobby', '2.0.0');
    await pin('lobby', '3.0.0');
    const change = {
      action: 'rollback' as const,
      environment: 'local',
      remote: 'lobby' as const,
      reason: 'bad',
      who: 'jest',
    };
    await expect(rollbackRelease(paths, change, REQUIREMENTS)).resolves.toEqual({
      from: '3.0.0',
      to: '2.0.0',
    });
    expect(readPins(paths, 'local').remotes.lobby).toMatchObject({
      version: '2.0.0',
      previous: { version: '1.0.0-local' },
    });
    expect(readAudit(paths).at(-1)).toMatchObject({
      action: 'rollback',
      from: '3.0.0',
      to: '2.0.0',
      reason: 'bad',
    });
  });

  it('refuses a rollback without a previous version', async () => {
    await expectRefused(
      rollbackRelease(
        paths,
        { action: 'rollback', environment: 'local', remote: 'agent', reason: 'x', who: 'j' },
        REQUIREMENTS,
      ),
      /has no previous version/,
    );
  });

  it('promotes what staging runs, and refuses the whole promotion when one release fails a check', async () => {
    release('content', '2.0.0');
    await pin('content', '2.0.0', 'staging');
    const result = await promote(
      paths,
      { from: 'staging', to: 'local', remotes: ['content', 'agent'], reason: 'ship', who: 'jest' },
      REQUIREMENTS,
    );
    expect(result).toEqual([
      { remote: 'content', from: '1.0.0-local', to: '2.0.0' },
      { remote: 'agent', from: '1.0.0-local', to: '1.0.0-staging' },
    ]);
    const before = pinFileText('production');
    await expect(
      promote(
        paths,
        { from: 'staging', to: 'production', remotes: ['content'], reason: 'ship', who: 'j' },
        REQUIREMENTS,
      ),
    ).rejects.toThrow(/not on the allow-list/);
    expect(pinFileText('production')).toBe(before);
  });
});

it('writes every audit row with the same fields, whether pin, promote or rollback', async () => {
  release('lobby', '2.0.0');
  await pin('lobby', '2.0.0');
  await rollbackRelease(
    paths,
    { action: 'rollback', environment: 'local', remote: 'lobby', reason: 'bad', who: 'jest' },
    REQUIREMENTS,
  );
  await promote(
    paths,
    { from: 'staging', to: 'local', remotes: ['agent'], reason: 'ship', who: 'jest' },
    REQUIREMENTS,
  );
  const rows = readAudit(paths);
  expect(rows.map((row) => row.action)).toEqual(['pin', 'rollback', 'promote']);
  const fields = ['action', 'at', 'environment', 'from', 'reason', 'remote', 'to', 'who'];
  for (const row of rows) expect(Object.keys(row).sort()).toEqual(fields);
});

it('the pin check requires exactly the singletons the federation shares, from one list', () => {
  const shared = Object.keys(sharedSingletons()).filter(
    (name) => !(SHARED_DEEP_IMPORTS as readonly string[]).includes(name),
  );
  const checked = Object.keys(shellRequirements(path.join(__dirname, '../../shared/package.json'))).filter(
    (name) => name !== FEDERATION_RUNTIME,
  );
  expect(checked.sort()).toEqual(shared.sort());
  expect(checked).toEqual(expect.arrayContaining(['react-router-dom', '@tanstack/react-query', 'shared']));
});

it('compares versions by caret range', () => {
  expect(satisfiesCaret('19.3.2', '^19.3.1')).toBe(true);
  expect(satisfiesCaret('19.4.0', '^19.3.1')).toBe(true);
  expect(satisfiesCaret('19.3.0', '^19.3.1')).toBe(false);
  expect(satisfiesCaret('20.0.0', '^19.3.1')).toBe(false);
  expect(satisfiesCaret('0.2.0', '^0.1.0')).toBe(false);
  expect(satisfiesCaret('0.1.5', '^0.1.0')).toBe(true);
});

it("refuses a release built against another federation bundler runtime than the shell's, which every remote takes from it", async () => {
  release('lobby', '2.0.0');
  const metaFile = path.join(paths.store, 'remote-lobby', '2.0.0', 'release.json');
  const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as Record<string, unknown>;
  expect(meta.federationRuntime).toBe(REQUIREMENTS[FEDERATION_RUNTIME]);
  writeFileSync(metaFile, JSON.stringify({ ...meta, federationRuntime: '0.0.1' }));
  const before = readFileSync(path.join(paths.environments, 'local.json'), 'utf8');
  await expectRefused(
    pin('lobby', '2.0.0'),
    /lobby@2\.0\.0 was built against the federation runtime 0\.0\.1, the shell provides \d+\.\d+\.\d+/,
  );
  expect(readFileSync(path.join(paths.environments, 'local.json'), 'utf8')).toBe(before);
});
