// `pnpm remotes` as an operator runs it: the command is started as a process against a temporary release store,
// pin files and audit log, with the local and staging CDN served over HTTP on 127.0.0.1.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from 'shared/pin-file';
import {
  buildAndPublish,
  type DeployPaths,
  publishRelease,
  readAudit,
  releaseDir,
  shellRequirements,
  writeReleaseFolder,
} from './releases';
import { startTestReleaseStore, tempDeployLayout, type TestReleaseStore } from './test-release-store';

const ROOT = path.resolve(__dirname, '../..');
const REQUIREMENTS = shellRequirements(path.join(ROOT, 'shared/package.json'));
const EXPOSES: Record<string, string[]> = {};

let root: string;
let paths: DeployPaths;
let cdn: TestReleaseStore;

beforeAll(async () => {
  cdn = await startTestReleaseStore(() => paths.store);
  const { REMOTE_EXPOSES } = await import('shared/remote-modules');
  for (const remote of REMOTE_NAMES) EXPOSES[remote] = [...REMOTE_EXPOSES[remote]];
});
afterAll(() => cdn.close());

/** A built remote as webpack leaves it, sharing every singleton at the shell's version. */
function built(remote: (typeof REMOTE_NAMES)[number], version: string): string {
  const dist = mkdtempSync(path.join(root, 'dist-'));
  const shared = Object.entries(REQUIREMENTS).map(([name, range]) => ({
    name,
    version: range.slice(1),
    singleton: true,
  }));
  const exposes = EXPOSES[remote]!.map((expose) => ({ path: expose }));
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ id: remote, shared, exposes }));
  writeFileSync(path.join(dist, 'remoteEntry.js'), `/* ${remote} ${version} */`);
  return dist;
}

function release(remote: (typeof REMOTE_NAMES)[number], version: string) {
  return publishRelease(paths, remote, version, built(remote, version), 'c0ffee1');
}

/** What `pnpm start` leaves in the store: a development build, written in place. */
function devBuild(remote: (typeof REMOTE_NAMES)[number], version: string) {
  return writeReleaseFolder(
    releaseDir(paths, remote, version),
    built(remote, version),
    remote,
    version,
    'dev',
  );
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the command as a process (not awaited synchronously: the test's CDN must keep answering meanwhile). */
function remotes(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/remotes.ts'), ...args], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      RELEASE_STORE: paths.store,
      ENVIRONMENTS_DIR: paths.environments,
      ALLOW_LIST: paths.allowList,
      AUDIT_LOG: paths.auditLog,
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

const pinFile = (environment: string) =>
  readFileSync(path.join(paths.environments, `${environment}.json`), 'utf8');

beforeEach(() => {
  cdn.behaviour = 'serve';
  ({ root, paths } = tempDeployLayout('remotes-cli-'));
  writeFileSync(
    paths.allowList,
    JSON.stringify({
      stores: { local: cdn.origin, staging: cdn.origin },
      origins: { local: [cdn.origin], staging: [cdn.origin] },
    }),
  );
  for (const environment of ['local', 'staging']) {
    const remotes = Object.fromEntries(
      REMOTE_NAMES.map((remote) => {
        release(remote, `1.0.0-${environment}`);
        const manifest = `${cdn.origin}/remote-${remote}/1.0.0-${environment}/mf-manifest.json`;
        return [remote, { version: `1.0.0-${environment}`, manifest, previous: null }];
      }),
    );
    writeFileSync(
      path.join(paths.environments, `${environment}.json`),
      JSON.stringify({ environment, remotes }),
    );
  }
  release('lobby', '2.0.0');
});

describe('the command line is read whole before anything is done', () => {
  it('refuses an unknown option with the usage, and pins nothing', async () => {
    const before = pinFile('staging');
    const run = await remotes([
      'pin',
      'lobby@2.0.0',
      '--env',
      'staging',
      '--reason',
      'x',
      '--dry-rn',
      '--by',
      'ana',
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^refused: unknown option "--dry-rn" for pin\nusage: pnpm remotes/);
    expect(pinFile('staging')).toBe(before);
    expect(readAudit(paths)).toEqual([]);
  });

  it('refuses a stray argument with the usage', async () => {
    const run = await remotes([
      'rollback',
      'lobby',
      'content',
      '--env',
      'staging',
      '--reason',
      'x',
      '--by',
      'a',
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^refused: unexpected argument "content" for rollback\nusage:/);
  });

  it('--help prints the usage of every command and exits 0', async () => {
    const run = await remotes(['pin', '--help']);
    expect(run.code).toBe(0);
    for (const command of [
      'release',
      'releases',
      'status',
      'history',
      'diff',
      'pin',
      'promote',
      'rollback',
    ]) {
      expect(run.stdout).toContain(`  ${command} `);
    }
  });
});

describe('dry runs', () => {
  it('pin, promote and rollback --dry-run print the change and write no pin or audit row', async () => {
    const before = pinFile('staging');
    const pin = await remotes([
      'pin',
      'lobby@2.0.0',
      '--env',
      'staging',
      '--reason',
      'x',
      '--dry-run',
      '--by',
      'a',
    ]);
    expect(pin).toMatchObject({
      code: 0,
      stdout: 'dry run: lobby would be pinned 1.0.0-staging -> 2.0.0 in staging\n',
    });
    const promote = await remotes([
      'promote',
      '--from',
      'local',
      '--to',
      'staging',
      'agent',
      '--reason',
      'x',
      '--by',
      'a',
      '--dry-run',
    ]);
    expect(promote).toMatchObject({
      code: 0,
      stdout: 'dry run: agent would be promoted 1.0.0-staging -> 1.0.0-local in staging\n',
    });
    const refused = await remotes([
      'pin',
      'lobby@9.9.9',
      '--env',
      'staging',
      '--reason',
      'x',
      '--dry-run',
      '--by',
      'a',
    ]);
    expect(refused.code).toBe(2);
    expect(pinFile('staging')).toBe(before);
    expect(readAudit(paths)).toEqual([]);
  });

  it('rollback --dry-run names the version it would go back to', async () => {
    expect((await remotes(['pin', 'lobby@2.0.0', '--env', 'local', '--reason', 'x', '--by', 'a'])).code).toBe(
      0,
    );
    const before = pinFile('local');
    const run = await remotes([
      'rollback',
      'lobby',
      '--env',
      'local',
      '--reason',
      'x',
      '--by',
      'a',
      '--dry-run',
    ]);
    expect(run).toMatchObject({
      code: 0,
      stdout: 'dry run: lobby would be rolled back 2.0.0 -> 1.0.0-local in local\n',
    });
    expect(pinFile('local')).toBe(before);
    expect(readAudit(paths)).toHaveLength(1);
  });
});

describe('who made a change', () => {
  it('refuses a staging change that names nobody, and records --by or OPS_USER', async () => {
    const before = pinFile('staging');
    const anonymous = await remotes(['pin', 'lobby@2.0.0', '--env', 'staging', '--reason', 'x']);
    expect(anonymous.code).toBe(2);
    expect(anonymous.stderr).toBe(
      'refused: a change in staging must say who makes it: --by NAME or OPS_USER\n',
    );
    expect(pinFile('staging')).toBe(before);

    const byVariable = await remotes(['pin', 'lobby@2.0.0', '--env', 'staging', '--reason', 'new strip'], {
      OPS_USER: 'ana',
    });
    expect(byVariable.code).toBe(0);
    const byOption = await remotes(
      ['rollback', 'lobby', '--env', 'staging', '--reason', 'broken', '--by', 'rafi'],
      {
        OPS_USER: 'ana',
      },
    );
    expect(byOption.code).toBe(0);
    expect(readAudit(paths).map((row) => row.who)).toEqual(['ana', 'rafi']);
  });
});

describe('what an operator reads', () => {
  it('status says when, by whom and why each pin was made; history lists the changes; diff the differences', async () => {
    expect(
      (await remotes(['pin', 'lobby@2.0.0', '--env', 'staging', '--reason', 'new strip', '--by', 'ana']))
        .code,
    ).toBe(0);
    const at = readAudit(paths)[0]!.at;

    const status = await remotes(['status', '--env', 'staging']);
    expect(status.code).toBe(0);
    expect(status.stdout).toMatch(
      new RegExp(`lobby +2\\.0\\.0 .*previous 1\\.0\\.0-staging +pinned ${at} by ana: new strip`),
    );
    expect(status.stdout).toMatch(/account +1\.0\.0-staging .*pinned: no audit record/);
    expect(status.stdout).toMatch(/^the shell provides the federation bundler runtime \d+\.\d+\.\d+\n/);
    expect(status.stdout).not.toContain('REQUIRES');

    const history = await remotes(['history', '--env', 'staging', 'lobby']);
    expect(history).toMatchObject({
      code: 0,
      stdout: `${at} ana pin lobby 1.0.0-staging -> 2.0.0: new strip\n`,
    });
    expect((await remotes(['history', '--env', 'local'])).stdout).toBe('no changes recorded in local\n');

    const diff = await remotes(['diff', 'local', 'staging']);
    expect(diff.code).toBe(0);
    expect(diff.stdout.split('\n').filter(Boolean)).toHaveLength(REMOTE_NAMES.length);
    expect(diff.stdout).toContain('lobby    local 1.0.0-local  staging 2.0.0');
  });

  it('releases lists what exists, when and from which commit', async () => {
    const run = await remotes(['releases', 'lobby']);
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n').filter(Boolean);
    expect(lines[0]).toBe(`lobby: 3 release(s) in ${path.join(paths.store, 'remote-lobby')}`);
    expect(lines.slice(1).map((line) => line.trim().split(/ +/)[0])).toEqual([
      '1.0.0-local',
      '1.0.0-staging',
      '2.0.0',
    ]);
    expect(lines[3]).toMatch(/2\.0\.0 +\d{4}-\d\d-\d\dT.* commit c0ffee1$/);
  });
});

describe('release', () => {
  it('refuses an existing version before building it', async () => {
    let built = 0;
    await expect(
      buildAndPublish(paths, 'lobby', '2.0.0', 'c0ffee1', () => {
        built += 1;
        return Promise.resolve(root);
      }),
    ).rejects.toThrow(/lobby@2\.0\.0 already exists: releases are never overwritten/);
    expect(built).toBe(0);
  });

  it('a refused release is one line on stderr and exit code 2', async () => {
    const run = await remotes(['release', 'lobby'], { RELEASE_VERSION: '2.0.0' });
    expect(run).toEqual({
      code: 2,
      stdout: '',
      stderr: 'refused: lobby@2.0.0 already exists: releases are never overwritten\n',
    });
  });
});

describe('development builds', () => {
  it('a -dev version is pinned in local only, and no release may take one', async () => {
    devBuild('lobby', '2.1.0-dev');
    const before = pinFile('staging');
    const staging = await remotes([
      'pin',
      'lobby@2.1.0-dev',
      '--env',
      'staging',
      '--reason',
      'x',
      '--by',
      'ana',
    ]);
    expect(staging).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'refused: lobby@2.1.0-dev is a development build, rebuilt in place by pnpm start: it can be pinned in local only\n',
    });
    expect(pinFile('staging')).toBe(before);

    const local = await remotes(['pin', 'lobby@2.1.0-dev', '--env', 'local', '--reason', 'trying it']);
    expect(local.code).toBe(0);
    expect(
      (JSON.parse(pinFile('local')) as { remotes: { lobby: { version: string } } }).remotes.lobby.version,
    ).toBe('2.1.0-dev');

    const released = await remotes(['release', 'lobby'], { RELEASE_VERSION: '2.2.0-dev' });
    expect(released).toEqual({
      code: 2,
      stdout: '',
      stderr: 'refused: lobby@2.2.0-dev: versions ending in -dev are development builds\n',
    });
  });
});
