// Releases and the pin check against a temporary release store served over HTTP as a CDN: a published release is
// immutable and ships no build leftovers; every check a pin needs refuses with its reason; writes are atomic; the
// shell's requirements come from one list of singletons.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from 'shared/pin-file';
import { SHARED_DEEP_IMPORTS } from 'shared/singletons';
import { sharedSingletons } from '../../tools/webpack/create-config';
import {
  checkReleaseForPin,
  FEDERATION_RUNTIME,
  federationRuntimeVersion,
  isShippedFile,
  publishRelease,
  type ReleaseMeta,
  RefusalError,
  satisfiesCaret,
  shellRequirements,
  sri,
  type StorePaths,
  writeAtomic,
  writeReleaseFolder,
} from './releases';
import {
  fakeBuild,
  type FakeBuildOptions,
  startTestReleaseStore,
  tempDeployLayout,
  TEST_REQUIREMENTS,
  type TestReleaseStore,
} from './test-release-store';

let root: string;
let paths: StorePaths;
// The CDN of the local and staging environments: serves the temporary release store over HTTP.
let cdn: TestReleaseStore;

beforeAll(async () => {
  cdn = await startTestReleaseStore(() => paths.store);
});
afterAll(() => cdn.close());

beforeEach(() => {
  cdn.behaviour = 'serve';
  ({ root, paths } = tempDeployLayout('releases-'));
  writeFileSync(
    paths.allowList,
    JSON.stringify({
      stores: { local: cdn.origin, staging: cdn.origin, production: 'https://cdn.example' },
      origins: { local: [cdn.origin], staging: [cdn.origin], production: [] },
    }),
  );
});

const build = (remote: RemoteName, options: FakeBuildOptions = {}) => fakeBuild(root, remote, options);

function release(remote: RemoteName, version: string, options: FakeBuildOptions = {}) {
  return publishRelease(paths, remote, version, build(remote, options), 'abc1234');
}

const check = (remote: RemoteName, version: string, environment = 'local', recorded?: ReleaseMeta) =>
  checkReleaseForPin(paths, remote, version, environment, TEST_REQUIREMENTS, recorded);

async function expectRefused(action: Promise<unknown>, reason: RegExp) {
  const error = await action.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(RefusalError);
  expect((error as Error).message).toMatch(reason);
}

describe('release', () => {
  it('publishes an immutable folder of the shipped files with the integrity of each, and refuses to overwrite it', () => {
    const dist = build('lobby');
    writeFileSync(path.join(dist, '.build-stamp'), 'stamp');
    writeFileSync(path.join(dist, 'js', 'chunk.js.LICENSE.txt'), 'MIT');
    writeFileSync(path.join(dist, 'mf-manifest-stats.json'), '{}');
    const meta = publishRelease(paths, 'lobby', '2.0.0-abc1234', dist, 'abc1234');
    const folder = path.join(paths.store, 'remote-lobby', '2.0.0-abc1234');
    expect(Object.keys(meta.files).sort()).toEqual(['js/chunk.js', 'mf-manifest.json', 'remoteEntry.js']);
    expect(readdirSync(folder).sort()).toEqual(['js', 'mf-manifest.json', 'release.json', 'remoteEntry.js']);
    expect(meta.files['js/chunk.js']).toBe(sri(readFileSync(path.join(dist, 'js', 'chunk.js'))));
    expect(meta.federationRuntime).toBe(federationRuntimeVersion());
    expect(JSON.parse(readFileSync(path.join(folder, 'release.json'), 'utf8'))).toEqual(meta);
    expect(() => release('lobby', '2.0.0-abc1234')).toThrow(/already exists: releases are never overwritten/);
    expect(() => release('lobby', '2.1.0-dev')).toThrow(/versions ending in -dev are development builds/);
    expect(readdirSync(path.join(paths.store, 'remote-lobby'))).toEqual(['2.0.0-abc1234']);
  });

  it('ships every file of a build but its leftovers: the stamp, license notes and the plugin stats', () => {
    expect(
      ['remoteEntry.js', 'js/chunk.js', 'mf-manifest.json', 'js/chunk.js.map'].every((file) =>
        isShippedFile(file),
      ),
    ).toBe(true);
    expect(
      ['.build-stamp', 'js/chunk.js.LICENSE.txt', 'mf-manifest-stats.json'].some((file) =>
        isShippedFile(file),
      ),
    ).toBe(false);
  });
});

describe('the pin check', () => {
  it('answers the pin entry: the allow-listed manifest URL with the integrity of the manifest and the entry', async () => {
    const meta = release('lobby', '2.0.0');
    await expect(check('lobby', '2.0.0')).resolves.toEqual({
      version: '2.0.0',
      manifest: `${cdn.origin}/remote-lobby/2.0.0/mf-manifest.json`,
      integrity: meta.manifestIntegrity,
      entryIntegrity: meta.entryIntegrity,
    });
  });

  it('refuses an unknown version', async () => {
    await expectRefused(check('lobby', '9.9.9'), /release lobby@9\.9\.9 does not exist/);
  });

  it('refuses a release whose files were tampered with', async () => {
    release('lobby', '2.0.0');
    writeFileSync(path.join(paths.store, 'remote-lobby', '2.0.0', 'js', 'chunk.js'), 'alert(1)');
    await expectRefused(check('lobby', '2.0.0'), /was altered: js\/chunk\.js does not match/);
  });

  it('checks the files against the record it is given (the registry keeps one) instead of release.json', async () => {
    const meta = release('lobby', '2.0.0');
    const recorded = { ...meta, files: { ...meta.files, 'js/chunk.js': sri(Buffer.from('other bytes')) } };
    await expectRefused(check('lobby', '2.0.0', 'local', recorded), /was altered: js\/chunk\.js/);
    await expect(check('lobby', '2.0.0', 'local', meta)).resolves.toMatchObject({ version: '2.0.0' });
  });

  it('refuses a release whose manifest does not parse', async () => {
    release('lobby', '2.0.0');
    const folder = path.join(paths.store, 'remote-lobby', '2.0.0');
    // Keep the recorded hash in step so the parse check, not the integrity check, answers.
    writeFileSync(path.join(folder, 'mf-manifest.json'), '{ not json');
    const meta = JSON.parse(readFileSync(path.join(folder, 'release.json'), 'utf8')) as ReleaseMeta;
    meta.files['mf-manifest.json'] = sri(Buffer.from('{ not json'));
    writeFileSync(path.join(folder, 'release.json'), JSON.stringify(meta));
    await expectRefused(check('lobby', '2.0.0'), /mf-manifest.json does not parse/);
  });

  it('refuses an incompatible React', async () => {
    release('lobby', '2.0.0', { react: '18.3.1' });
    await expectRefused(check('lobby', '2.0.0'), /shares react 18\.3\.1, the shell requires \^19\.3\.1/);
  });

  it('refuses a release missing an expose of the shell contract', async () => {
    release('lobby', '2.0.0', { exposes: ['./Pages'] });
    await expectRefused(check('lobby', '2.0.0'), /does not expose \.\/HomeGameArea/);
  });

  it('refuses a URL off the environment allow-list', async () => {
    release('lobby', '2.0.0');
    await expectRefused(
      check('lobby', '2.0.0', 'production'),
      /https:\/\/cdn\.example is not on the allow-list of environment "production"/,
    );
  });

  it('refuses a release the allow-listed store does not serve (the CDN is missing the files)', async () => {
    release('lobby', '2.0.0');
    cdn.behaviour = 'missing';
    await expectRefused(check('lobby', '2.0.0'), /mf-manifest\.json answers 404, players cannot load it/);
  });

  it('refuses a release the allow-listed store serves with other bytes than the release store holds', async () => {
    release('lobby', '2.0.0');
    cdn.behaviour = 'other-bytes';
    await expectRefused(check('lobby', '2.0.0'), /serves other bytes than the release in the store/);
  });

  it('refuses a development build outside local, and checks it like any release in local', async () => {
    const folder = path.join(paths.store, 'remote-lobby', '2.1.0-dev');
    writeReleaseFolder(folder, build('lobby', { label: 'dev' }), 'lobby', '2.1.0-dev', 'dev');
    await expectRefused(
      check('lobby', '2.1.0-dev', 'staging'),
      /lobby@2\.1\.0-dev is a development build, rebuilt in place by pnpm start: it can be pinned in local only/,
    );
    await expect(check('lobby', '2.1.0-dev')).resolves.toMatchObject({ version: '2.1.0-dev' });
  });

  it("refuses a release built against another federation bundler runtime than the shell's, which every remote takes from it", async () => {
    release('lobby', '2.0.0');
    const metaFile = path.join(paths.store, 'remote-lobby', '2.0.0', 'release.json');
    const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as Record<string, unknown>;
    expect(meta.federationRuntime).toBe(TEST_REQUIREMENTS[FEDERATION_RUNTIME]);
    writeFileSync(metaFile, JSON.stringify({ ...meta, federationRuntime: '0.0.1' }));
    await expectRefused(
      check('lobby', '2.0.0'),
      /lobby@2\.0\.0 was built against the federation runtime 0\.0\.1, the shell provides \d+\.\d+\.\d+/,
    );
  });
});

describe('atomic writes', () => {
  it('a reader never sees a half-written file while another process rewrites it', async () => {
    const file = path.join(root, 'local.json');
    writeFileSync(file, '{}');
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
    expect(readdirSync(root).filter((name) => name.includes('.tmp-'))).toEqual([]);
    writeAtomic(file, '{}');
    expect(readFileSync(file, 'utf8')).toBe('{}');
  });
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
