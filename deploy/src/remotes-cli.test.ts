// `pnpm remotes` as an operator runs it: the command is started as a process against a real release registry (its
// own database, a temporary release store served over HTTP as the CDN of every environment), with the token of
// the person or job running it.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { REMOTE_NAMES } from 'shared/pin-file';
import type {
  AbortThresholds,
  AuditRow,
  HealthAnswer,
  HistoryAnswer,
  ReleaseRecord,
  TokensAnswer,
} from './registry/contract';
import { startTestRegistry, type TestRegistry } from './registry/testing';
import { releaseDir, writeReleaseFolder } from './releases';

const ROOT = path.resolve(__dirname, '../..');

let registry: TestRegistry | undefined;
/** An ops engineer's token: most commands run as ana. */
let ana: string;
/** The lobby team's token: it may release and pin lobby, outside protected environments. */
let lobbyTeam: string;

/** A fresh registry for each test of the block, with releases 2.0.0 of lobby and content beside the starting pins. */
function withRegistry() {
  beforeEach(async () => {
    registry = await startTestRegistry();
    ana = await registry.createToken('ana', 'ops');
    lobbyTeam = await registry.createToken('lobby-ci', 'team:lobby');
    for (const remote of ['lobby', 'content'] as const) {
      expect((await registry.release(remote, '2.0.0')).status).toBe(201);
    }
  });
  afterEach(async () => {
    await registry?.close();
    registry = undefined;
  });
}

/** The registry of the running test. */
function current(): TestRegistry {
  if (!registry) throw new Error('this test runs without a registry');
  return registry;
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the command as a process with a token (ana's unless given; `null` for none), never reading a token file of
 * the checkout. Not awaited synchronously: the registry and its CDN answer from this process meanwhile.
 */
function remotes(args: string[], options: { token?: string | null; env?: Record<string, string> } = {}) {
  const token = options.token === undefined ? ana : options.token;
  // Without a registry, a port nothing listens on: a command that asked anything would be refused for that.
  const url = registry?.url ?? 'http://127.0.0.1:9';
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/remotes.ts'), ...args], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      REGISTRY_URL: url,
      REGISTRY_TOKEN_FILE: path.join(ROOT, 'deploy/src/no-such-token-file'),
      ...(token ? { REGISTRY_TOKEN: token } : {}),
      ...options.env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<Run>((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/** The pin document browsers get, as text: unchanged means nothing was written. */
const pinsOf = async (environment: string) =>
  (await current().call('GET', `/environments/${environment}/pins`, undefined, null)).text();

const historyOf = async (environment: string): Promise<AuditRow[]> =>
  ((await (await current().call('GET', `/environments/${environment}/history`)).json()) as HistoryAnswer)
    .rows;

const pinnedVersion = async (environment: string, remote: string) =>
  (JSON.parse(await pinsOf(environment)) as { remotes: Record<string, { version: string }> }).remotes[remote]!
    .version;

/** What the registry holds now: every environment's pins and history. */
async function everything() {
  return Promise.all(
    ['local', 'staging', 'production'].map(async (name) => [await pinsOf(name), await historyOf(name)]),
  );
}

// No registry runs for these: a command that asked it anything would be refused as unreachable instead.
describe('the command line is read whole before anything is done', () => {
  it('refuses a stray argument with the usage', async () => {
    const run = await remotes(['rollback', 'lobby', 'content', '--env', 'staging', '--reason', 'x']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^refused: unexpected argument "content" for rollback\nusage:/);
  });

  it('refuses --by: who made a change is the token, never a flag', async () => {
    const run = await remotes(['pin', 'lobby@2.0.0', '--env', 'staging', '--reason', 'x', '--by', 'rafi']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^refused: unknown option "--by" for pin\nusage:/);
  });

  it('reads canary promote and abort as ending a rollout, and canary <remote>@<version> as starting one', async () => {
    const promote = await remotes(['canary', 'promote', 'lobby@2.0.0', '--env', 'staging', '--reason', 'x']);
    expect(promote.code).toBe(2);
    expect(promote.stderr).toMatch(
      /^refused: canary promote takes <remote>: it ends the rollout that runs, whatever its version\nusage:/,
    );
    const start = await remotes(['canary', 'lobby', '--env', 'staging', '--percent', '10', '--reason', 'x']);
    expect(start.code).toBe(2);
    expect(start.stderr).toMatch(/^refused: canary needs <remote>@<version>\nusage:/);
    const abort = await remotes([
      'canary',
      'abort',
      'lobby',
      '--env',
      'staging',
      '--reason',
      'x',
      '--percent',
      '5',
    ]);
    expect(abort.code).toBe(2);
    expect(abort.stderr).toMatch(/^refused: unknown option "--percent" for canary abort\nusage:/);
  });

  it('refuses a token command that is not create, list or revoke', async () => {
    const run = await remotes(['token', 'show', 'ana']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^refused: token needs one of create, list, revoke \(got "show"\)\nusage:/);
  });

  it('refuses an unknown role before asking the registry', async () => {
    const run = await remotes(['token', 'create', 'bob', '--role', 'team:casino'], { token: null });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^refused: unknown role "team:casino": admin, ops or team:<remote> \(/);
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
      'canary',
      'canary promote',
      'canary abort',
      'thresholds',
      'health',
      'token create',
      'token list',
      'token revoke',
      'import',
      'export',
    ]) {
      expect(run.stdout).toContain(`\n  ${command} `);
    }
    expect(run.stdout).toContain('REGISTRY_TOKEN');
  });
});

describe('a registry that cannot be reached', () => {
  it('is refused naming its URL', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const run = await remotes(['status'], {
      token: 'a-token',
      env: { REGISTRY_URL: `http://127.0.0.1:${port}` },
    });
    expect(run).toMatchObject({ code: 2, stdout: '' });
    expect(run.stderr).toMatch(
      new RegExp(
        `^refused: registry at http://127\\.0\\.0\\.1:${port} cannot be reached \\(.*ECONNREFUSED.*\\)\\n$`,
      ),
    );
  });
});

describe('the registry and its tokens', () => {
  withRegistry();

  it('an unknown option is refused with the usage, and nothing changes', async () => {
    const before = await everything();
    const run = await remotes(['pin', 'lobby@2.0.0', '--env', 'staging', '--reason', 'x', '--dry-rn']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^refused: unknown option "--dry-rn" for pin\nusage: pnpm remotes/);
    expect(await everything()).toEqual(before);
  });

  it('without a token a change is refused naming REGISTRY_TOKEN, and nothing changes', async () => {
    const before = await everything();
    const run = await remotes(['pin', 'lobby@2.0.0', '--env', 'staging', '--reason', 'x'], { token: null });
    expect(run).toMatchObject({ code: 2, stdout: '' });
    expect(run.stderr).toMatch(/^refused: no registry token: set REGISTRY_TOKEN .*\n$/);
    expect(await everything()).toEqual(before);
  });

  it('reads the token from REGISTRY_TOKEN_FILE when REGISTRY_TOKEN is unset', async () => {
    const file = path.join(current().root, 'ops-token');
    writeFileSync(file, `${ana}\n`);
    const run = await remotes(['pin', 'lobby@2.0.0', '--env', 'staging', '--reason', 'from the file'], {
      token: null,
      env: { REGISTRY_TOKEN_FILE: file },
    });
    expect(run).toMatchObject({ code: 0, stdout: 'lobby pinned 1.0.0-staging -> 2.0.0 in staging\n' });
    expect((await historyOf('staging')).at(-1)).toMatchObject({ who: 'ana', reason: 'from the file' });
  });

  it('a team token releases and pins its remote in local, is refused production and other remotes; history names each owner', async () => {
    const dist = current().fakeBuild('lobby', { label: 'team build' });
    const released = await remotes(['release', 'lobby'], {
      token: lobbyTeam,
      env: { RELEASE_VERSION: '2.1.0', RELEASE_DIST: dist },
    });
    expect(released.code).toBe(0);
    expect(released.stdout).toMatch(
      /^released lobby@2\.1\.0 \(\d+ bytes, 3 files\) in \d+ ms\nmanifest sha384-/,
    );

    const pinned = await remotes(['pin', 'lobby@2.1.0', '--env', 'local', '--reason', 'team strip'], {
      token: lobbyTeam,
    });
    expect(pinned).toMatchObject({ code: 0, stdout: 'lobby pinned 1.0.0-local -> 2.1.0 in local\n' });

    const before = await everything();
    const production = await remotes(['pin', 'lobby@2.1.0', '--env', 'production', '--reason', 'x'], {
      token: lobbyTeam,
    });
    expect(production).toEqual({
      code: 2,
      stdout: '',
      stderr: 'refused: production is protected: a change there needs the ops role\n',
    });
    const account = await remotes(['pin', 'account@1.0.0-staging', '--env', 'local', '--reason', 'x'], {
      token: lobbyTeam,
    });
    expect(account).toEqual({
      code: 2,
      stdout: '',
      stderr: 'refused: team:lobby may change lobby only, not account\n',
    });
    // Refused before building: the build folder does not exist, and a release that read it would say so instead.
    const accountRelease = await remotes(['release', 'account'], {
      token: lobbyTeam,
      env: { RELEASE_VERSION: '2.1.0', RELEASE_DIST: path.join(current().root, 'not-built') },
    });
    expect(accountRelease).toEqual({
      code: 2,
      stdout: '',
      stderr: 'refused: team:lobby may release lobby only, not account\n',
    });
    // The registry makes the same check itself, whatever sends the upload.
    const upload = await current().release('account', '2.1.0', lobbyTeam);
    expect(upload.status).toBe(403);
    expect(((await upload.json()) as { error: { message: string } }).error.message).toBe(
      'team:lobby may release lobby only, not account',
    );
    expect((await current().call('GET', '/releases/account/2.1.0')).status).toBe(404);
    expect(await everything()).toEqual(before);

    expect((await remotes(['pin', 'content@2.0.0', '--env', 'local', '--reason', 'new banners'])).code).toBe(
      0,
    );
    const history = await remotes(['history', '--env', 'local']);
    expect(history.code).toBe(0);
    const changes = history.stdout.split('\n').filter((line) => / (pin|promote|rollback) /.test(line));
    expect(changes).toEqual([
      expect.stringMatching(/^\S+ lobby-ci pin lobby 1\.0\.0-local -> 2\.1\.0: team strip$/),
      expect.stringMatching(/^\S+ ana pin content 1\.0\.0-local -> 2\.0\.0: new banners$/),
    ]);
  });

  it('token create shows the secret once; list shows no secret; a revoked token is refused', async () => {
    const created = await remotes(['token', 'create', 'rafi', '--role', 'ops'], {
      token: current().adminToken,
    });
    expect(created.code).toBe(0);
    const lines = created.stdout.trim().split('\n');
    expect(lines[0]).toBe('token "rafi" (ops) created. Its secret is shown only now; keep it:');
    const secret = lines[1]!;
    expect(secret.length).toBeGreaterThan(20);

    const pin = await remotes(['pin', 'lobby@2.0.0', '--env', 'staging', '--reason', 'x'], { token: secret });
    expect(pin.code).toBe(0);
    expect((await historyOf('staging')).at(-1)!.who).toBe('rafi');

    const list = await remotes(['token', 'list'], { token: current().adminToken });
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/^rafi +ops +created \d{4}-\d\d-\d\dT\S+ by admin$/m);
    expect(list.stdout).toMatch(/^lobby-ci +team:lobby +created /m);
    expect(list.stdout).not.toContain(secret);
    expect(list.stdout).not.toContain(ana);

    const notAdmin = await remotes(['token', 'list']);
    expect(notAdmin).toMatchObject({ code: 2, stderr: 'refused: managing tokens needs the admin role\n' });

    const revoked = await remotes(['token', 'revoke', 'rafi'], { token: current().adminToken });
    expect(revoked).toMatchObject({
      code: 0,
      stdout: 'token "rafi" revoked: the registry refuses it from now on\n',
    });
    const listed = ((await (await current().call('GET', '/tokens')).json()) as TokensAnswer).tokens;
    expect(listed.find((token) => token.name === 'rafi')?.revokedAt).toEqual(expect.any(String));
    expect((await remotes(['token', 'list'], { token: current().adminToken })).stdout).toMatch(
      /^rafi +ops +created \S+ by admin {2}revoked \d{4}-/m,
    );

    const before = await everything();
    const refused = await remotes(['rollback', 'lobby', '--env', 'staging', '--reason', 'x'], {
      token: secret,
    });
    expect(refused).toEqual({ code: 2, stdout: '', stderr: 'refused: the token is unknown or revoked\n' });
    expect(await everything()).toEqual(before);
  });
});

describe('dry runs', () => {
  withRegistry();

  it('pin, promote and rollback --dry-run print the change and change nothing', async () => {
    const before = await everything();
    const status = (await remotes(['status'])).stdout;
    const pin = await remotes(['pin', 'lobby@2.0.0', '--env', 'staging', '--reason', 'x', '--dry-run']);
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
      '--dry-run',
    ]);
    expect(promote).toMatchObject({
      code: 0,
      stdout: 'dry run: agent would be promoted 1.0.0-staging -> 1.0.0-local in staging\n',
    });
    const refused = await remotes(['pin', 'lobby@9.9.9', '--env', 'staging', '--reason', 'x', '--dry-run']);
    expect(refused).toMatchObject({
      code: 2,
      stderr: 'refused: release lobby@9.9.9 is not in the registry\n',
    });
    expect(await everything()).toEqual(before);
    expect((await remotes(['status'])).stdout).toBe(status);
  });

  it('rollback --dry-run names the version it would go back to', async () => {
    expect((await remotes(['pin', 'lobby@2.0.0', '--env', 'local', '--reason', 'x'])).code).toBe(0);
    const before = await everything();
    const run = await remotes(['rollback', 'lobby', '--env', 'local', '--reason', 'x', '--dry-run']);
    expect(run).toMatchObject({
      code: 0,
      stdout: 'dry run: lobby would be rolled back 2.0.0 -> 1.0.0-local in local\n',
    });
    expect(await everything()).toEqual(before);
  });
});

describe('what an operator reads', () => {
  withRegistry();

  it('status says when, by whom and why each pin was made; history lists the changes; diff the differences', async () => {
    expect((await remotes(['pin', 'lobby@2.0.0', '--env', 'staging', '--reason', 'new strip'])).code).toBe(0);
    const at = (await historyOf('staging')).at(-1)!.at;

    const status = await remotes(['status', '--env', 'staging']);
    expect(status.code).toBe(0);
    expect(status.stdout).toMatch(/^the shell provides the federation bundler runtime \d+\.\d+\.\d+\n/);
    expect(status.stdout).toMatch(/^staging \(revision \d+\):$/m);
    expect(status.stdout).toMatch(
      new RegExp(
        `lobby +2\\.0\\.0 +released \\d{4}-.* previous 1\\.0\\.0-staging +pinned ${at} by ana: new strip`,
      ),
    );
    expect(status.stdout).toMatch(/account +1\.0\.0-staging .*pinned \S+ by registry: initial pins/);
    expect(status.stdout).not.toContain('REQUIRES');
    expect((await remotes(['status', '--env', 'production'])).stdout).toMatch(
      /^production \(revision \d+, protected\):$/m,
    );

    const history = await remotes(['history', '--env', 'staging', 'lobby']);
    expect(history.code).toBe(0);
    expect(history.stdout.split('\n').at(-2)).toBe(`${at} ana pin lobby 1.0.0-staging -> 2.0.0: new strip`);

    const diff = await remotes(['diff', 'local', 'staging']);
    expect(diff.code).toBe(0);
    expect(diff.stdout.split('\n').filter(Boolean)).toHaveLength(REMOTE_NAMES.length);
    expect(diff.stdout).toContain('lobby    local 1.0.0-local  staging 2.0.0');
  });

  it('releases lists what exists, when, from which commit and who released it', async () => {
    const run = await remotes(['releases', 'lobby']);
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n').filter(Boolean);
    expect(lines[0]).toBe(`lobby: 4 release(s) in the registry at ${current().url}`);
    expect(lines.slice(1).map((line) => line.trim().split(/ +/)[0])).toEqual(
      expect.arrayContaining(['1.0.0-local', '1.0.0-staging', '1.0.0-production', '2.0.0']),
    );
    expect(run.stdout).toMatch(/^ {2}2\.0\.0 +\d{4}-\d\d-\d\dT\S+ +commit abc1234 by admin$/m);
  });
});

describe('release', () => {
  withRegistry();

  it('uploads the build without its leftovers; the registry writes the release to the store', async () => {
    const dist = current().fakeBuild('lobby', { label: 'with leftovers' });
    writeFileSync(path.join(dist, '.build-stamp'), 'stamp');
    writeFileSync(path.join(dist, 'js', 'chunk.js.LICENSE.txt'), 'MIT');
    writeFileSync(path.join(dist, 'mf-manifest-stats.json'), '{}');
    const run = await remotes(['release', 'lobby'], {
      env: { RELEASE_VERSION: '2.2.0', RELEASE_DIST: dist },
    });
    expect(run.code).toBe(0);
    const record = (await (await current().call('GET', '/releases/lobby/2.2.0')).json()) as ReleaseRecord;
    expect(Object.keys(record.files).sort()).toEqual(['js/chunk.js', 'mf-manifest.json', 'remoteEntry.js']);
    const commit = execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: ROOT, encoding: 'utf8' });
    expect(record).toMatchObject({ releasedBy: 'ana', commit: commit.trim() });
    const folder = path.join(current().store, 'remote-lobby', '2.2.0');
    expect(readFileSync(path.join(folder, 'js', 'chunk.js'), 'utf8')).toBe(
      readFileSync(path.join(dist, 'js', 'chunk.js'), 'utf8'),
    );
    expect(existsSync(path.join(folder, '.build-stamp'))).toBe(false);
    expect(readdirSync(folder).sort()).toEqual(['js', 'mf-manifest.json', 'release.json', 'remoteEntry.js']);
  });

  it('refuses an existing version and a development version before building (one line, exit 2)', async () => {
    // The build folder does not exist: a release that went on to read it would be refused for that instead.
    const missing = path.join(current().root, 'not-built');
    const existing = await remotes(['release', 'lobby'], {
      env: { RELEASE_VERSION: '2.0.0', RELEASE_DIST: missing },
    });
    expect(existing).toEqual({
      code: 2,
      stdout: '',
      stderr: 'refused: lobby@2.0.0 already exists: releases are never overwritten\n',
    });
    const dev = await remotes(['release', 'lobby'], {
      env: { RELEASE_VERSION: '2.2.0-dev', RELEASE_DIST: missing },
    });
    expect(dev).toEqual({
      code: 2,
      stdout: '',
      stderr: 'refused: lobby@2.2.0-dev: versions ending in -dev are development builds\n',
    });
    const unbuilt = await remotes(['release', 'lobby'], {
      env: { RELEASE_VERSION: '2.2.0', RELEASE_DIST: missing },
    });
    expect(unbuilt).toMatchObject({
      code: 2,
      stderr: `refused: ${missing} holds no mf-manifest.json: build the remote first\n`,
    });
    expect((await current().call('GET', '/releases/lobby/2.2.0')).status).toBe(404);
  });
});

describe('development builds', () => {
  withRegistry();

  it('a -dev version is pinned in local only', async () => {
    // What `pnpm start` leaves in the store: a development build, written in place.
    writeReleaseFolder(
      releaseDir({ store: current().store }, 'lobby', '2.1.0-dev'),
      current().fakeBuild('lobby', { label: 'dev' }),
      'lobby',
      '2.1.0-dev',
      'dev',
    );
    const before = await everything();
    const staging = await remotes(['pin', 'lobby@2.1.0-dev', '--env', 'staging', '--reason', 'x']);
    expect(staging).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'refused: lobby@2.1.0-dev is a development build, rebuilt in place by pnpm start: it can be pinned in local only\n',
    });
    expect(await everything()).toEqual(before);

    const local = await remotes(['pin', 'lobby@2.1.0-dev', '--env', 'local', '--reason', 'trying it'], {
      token: lobbyTeam,
    });
    expect(local.code).toBe(0);
    expect(await pinnedVersion('local', 'lobby')).toBe('2.1.0-dev');
    expect((await remotes(['status', '--env', 'local'])).stdout).toMatch(
      /lobby +2\.1\.0-dev +released dev build /,
    );
  });
});

describe('import and export', () => {
  withRegistry();

  it('a pin file and its audit log imported, then exported, give the same pin file', async () => {
    const folder = mkdtempSync(path.join(current().root, 'import-'));
    const exported = path.join(folder, 'exported.json');
    // Staging's pins with lobby on 2.0.0, as a qa environment's pin file.
    expect((await remotes(['export', '--env', 'staging', '--out', exported])).code).toBe(0);
    const staging = JSON.parse(readFileSync(exported, 'utf8')) as {
      environment: string;
      remotes: Record<string, unknown>;
    };
    const lobby = (await (await current().call('GET', '/releases/lobby/2.0.0')).json()) as ReleaseRecord;
    const pinFile = {
      environment: 'qa',
      remotes: {
        ...staging.remotes,
        lobby: {
          version: '2.0.0',
          manifest: `${current().cdn.origin}/remote-lobby/2.0.0/mf-manifest.json`,
          integrity: lobby.manifestIntegrity,
          entryIntegrity: lobby.entryIntegrity,
          previous: null,
        },
      },
    };
    const environments = path.join(folder, 'environments');
    mkdirSync(environments);
    const text = `${JSON.stringify(pinFile, null, 2)}\n`;
    writeFileSync(path.join(environments, 'qa.json'), text);
    const audit = path.join(folder, 'audit.log');
    const row = {
      at: '2025-01-02T03:04:05.000Z',
      who: 'rafi',
      action: 'pin',
      environment: 'qa',
      remote: 'lobby',
      from: '1.0.0-staging',
      to: '2.0.0',
      reason: 'new strip',
    };
    writeFileSync(audit, `${JSON.stringify(row)}\n`);

    const imported = await remotes(['import', '--from', environments, '--audit', audit]);
    expect(imported).toMatchObject({
      code: 0,
      stdout: 'imported 1 environment(s) (qa) and 1 audit row(s)\n',
    });
    const history = await remotes(['history', '--env', 'qa', 'lobby']);
    expect(history.stdout).toContain(
      '2025-01-02T03:04:05.000Z rafi pin lobby 1.0.0-staging -> 2.0.0: new strip\n',
    );

    const out = path.join(folder, 'qa-exported.json');
    const run = await remotes(['export', '--env', 'qa', '--out', out], { token: null });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`^wrote ${out}: the pins of qa at revision \\d+\\n$`));
    expect(readFileSync(out, 'utf8')).toBe(text);
  });

  it('an invalid pin file or audit line is refused naming it, and nothing is imported', async () => {
    const folder = mkdtempSync(path.join(current().root, 'import-'));
    writeFileSync(path.join(folder, 'qa.json'), JSON.stringify({ environment: 'qa', remotes: {} }));
    const before = await everything();
    const badPins = await remotes(['import', '--from', folder, '--audit', path.join(folder, 'none.log')]);
    expect(badPins.code).toBe(2);
    expect(badPins.stderr).toMatch(
      new RegExp(`^refused: ${path.join(folder, 'qa.json')} is not a valid pin file: `),
    );

    writeFileSync(path.join(folder, 'qa.json'), await pinsOf('staging'));
    const audit = path.join(folder, 'audit.log');
    writeFileSync(audit, '{"at":"2025-01-02T03:04:05.000Z"}\nnot json\n');
    const badAudit = await remotes(['import', '--from', folder, '--audit', audit]);
    expect(badAudit).toEqual({ code: 2, stdout: '', stderr: `refused: ${audit} line 2 is not JSON\n` });

    const noRole = await remotes(['import', '--from', folder, '--audit', path.join(folder, 'none.log')], {
      token: lobbyTeam,
    });
    expect(noRole.code).toBe(2);
    expect((await current().call('GET', '/environments/qa/pins', undefined, null)).status).toBe(404);
    expect(await everything()).toEqual(before);
  });
});

describe('changes at once', () => {
  withRegistry();

  it('two pins of different remotes run as two processes at once both land', async () => {
    const [lobby, content] = await Promise.all([
      remotes(['pin', 'lobby@2.0.0', '--env', 'staging', '--reason', 'lobby at once']),
      remotes(['pin', 'content@2.0.0', '--env', 'staging', '--reason', 'content at once'], {
        token: current().adminToken,
      }),
    ]);
    expect([lobby.code, content.code]).toEqual([0, 0]);
    const rows = (await historyOf('staging')).filter((row) => row.action === 'pin');
    expect(rows.map((row) => `${row.who} ${row.remote} ${row.to}`).sort()).toEqual([
      'admin content 2.0.0',
      'ana lobby 2.0.0',
    ]);
    expect(await pinnedVersion('staging', 'lobby')).toBe('2.0.0');
    expect(await pinnedVersion('staging', 'content')).toBe('2.0.0');
  });
});

/** The rollout of a remote in an environment's pin document, as browsers get it. */
const rolloutOf = async (environment: string, remote: string) =>
  (
    JSON.parse(await pinsOf(environment)) as {
      remotes: Record<string, { version: string; canary?: { version: string; percent: number } }>;
    }
  ).remotes[remote]!;

describe('rollouts', () => {
  withRegistry();

  it('canary starts a rollout and widens it; status and history show it; promote makes the candidate the pin', async () => {
    const started = await remotes([
      'canary',
      'lobby@2.0.0',
      '--env',
      'staging',
      '--percent',
      '10',
      '--reason',
      'first players',
    ]);
    expect(started).toMatchObject({
      code: 0,
      stdout: 'lobby rollout of 2.0.0 at 10 % in staging (stable 1.0.0-staging)\n',
    });
    expect(await rolloutOf('staging', 'lobby')).toMatchObject({
      version: '1.0.0-staging',
      canary: { version: '2.0.0', percent: 10 },
    });

    const widened = await remotes([
      'canary',
      'lobby@2.0.0',
      '--env',
      'staging',
      '--percent',
      '50',
      '--reason',
      'no errors',
    ]);
    expect(widened).toMatchObject({
      code: 0,
      stdout: 'lobby rollout of 2.0.0 at 50 % in staging (stable 1.0.0-staging)\n',
    });
    const status = await remotes(['status', '--env', 'staging']);
    expect(status.stdout).toMatch(/^ {2}lobby +1\.0\.0-staging .* canary 2\.0\.0 at 50 %$/m);
    expect(status.stdout).toMatch(/^ {2}content +1\.0\.0-staging .*initial pins[^\n]*$/m);
    expect(status.stdout.match(/ canary /g)).toHaveLength(1);

    const promoted = await remotes([
      'canary',
      'promote',
      'lobby',
      '--env',
      'staging',
      '--reason',
      'all good',
    ]);
    expect(promoted).toMatchObject({
      code: 0,
      stdout: 'lobby rollout of 2.0.0 promoted in staging: 1.0.0-staging -> 2.0.0 on every device\n',
    });
    const lobby = await rolloutOf('staging', 'lobby');
    expect([lobby.version, lobby.canary]).toEqual(['2.0.0', undefined]);
    expect((await remotes(['status', '--env', 'staging'])).stdout).not.toContain(' canary ');

    const history = await remotes(['history', '--env', 'staging', 'lobby']);
    expect(history.stdout.trim().split('\n').slice(-3)).toEqual([
      expect.stringMatching(/^\S+ ana canary lobby 1\.0\.0-staging -> 2\.0\.0 at 10 %: first players$/),
      expect.stringMatching(/^\S+ ana canary lobby 1\.0\.0-staging -> 2\.0\.0 at 50 %: no errors$/),
      expect.stringMatching(/^\S+ ana canary-promote lobby 1\.0\.0-staging -> 2\.0\.0: all good$/),
    ]);
  });

  it('canary abort returns every device to the stable release; a dry run changes nothing', async () => {
    const canary = ['canary', 'lobby@2.0.0', '--env', 'staging', '--reason', 'try'];
    expect((await remotes([...canary, '--percent', '20'])).code).toBe(0);
    const before = await everything();
    const wider = await remotes([...canary, '--percent', '40', '--dry-run']);
    expect(wider).toMatchObject({
      code: 0,
      stdout: 'dry run: lobby rollout of 2.0.0 would be at 40 % in staging (stable 1.0.0-staging)\n',
    });
    const abortDry = await remotes([
      'canary',
      'abort',
      'lobby',
      '--env',
      'staging',
      '--reason',
      'x',
      '--dry-run',
    ]);
    expect(abortDry).toMatchObject({
      code: 0,
      stdout:
        'dry run: lobby rollout of 2.0.0 would be aborted in staging: every device back on 1.0.0-staging\n',
    });
    expect(await everything()).toEqual(before);

    const aborted = await remotes(['canary', 'abort', 'lobby', '--env', 'staging', '--reason', 'errors']);
    expect(aborted).toMatchObject({
      code: 0,
      stdout: 'lobby rollout of 2.0.0 aborted in staging: every device back on 1.0.0-staging\n',
    });
    const lobby = await rolloutOf('staging', 'lobby');
    expect([lobby.version, lobby.canary]).toEqual(['1.0.0-staging', undefined]);
    expect((await remotes(['history', '--env', 'staging', 'lobby'])).stdout).toMatch(
      /^\S+ ana canary-abort lobby 2\.0\.0 -> 1\.0\.0-staging: errors\n$/m,
    );
  });

  it('refuses, naming the rule, a pin or another candidate while a rollout runs, a share off 1..100 and a team token for another remote; nothing changes', async () => {
    expect((await current().release('lobby', '2.1.0')).status).toBe(201);
    const canary = ['--env', 'staging', '--reason', 'x'];
    expect((await remotes(['canary', 'lobby@2.0.0', ...canary, '--percent', '20'])).code).toBe(0);
    const before = await everything();

    expect(await remotes(['pin', 'lobby@2.1.0', ...canary])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'refused: a rollout of lobby 2.0.0 runs in staging (20 %): promote or abort it first\n',
    });
    expect(await remotes(['canary', 'lobby@2.1.0', ...canary, '--percent', '20'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'refused: a rollout of lobby 2.0.0 runs in staging: promote or abort it before another\n',
    });
    for (const percent of ['0', '101', '2.5']) {
      expect(await remotes(['canary', 'lobby@2.0.0', ...canary, '--percent', percent])).toEqual({
        code: 2,
        stdout: '',
        stderr: `refused: --percent must be a whole number from 1 to 100 (got "${percent}")\n`,
      });
    }
    const team = await remotes(['canary', 'content@2.0.0', ...canary, '--percent', '10'], {
      token: lobbyTeam,
    });
    expect(team).toEqual({
      code: 2,
      stdout: '',
      stderr: 'refused: team:lobby may change lobby only, not content\n',
    });
    const teamAbort = await remotes(['canary', 'abort', 'lobby', '--env', 'production', '--reason', 'x'], {
      token: lobbyTeam,
    });
    expect(teamAbort).toMatchObject({
      code: 2,
      stderr: 'refused: production is protected: a change there needs the ops role\n',
    });
    expect(await everything()).toEqual(before);
  });
});

describe('release health and automatic aborts', () => {
  withRegistry();

  const thresholdsOf = async (environment: string): Promise<AbortThresholds> =>
    (await (
      await current().call('GET', `/environments/${environment}/thresholds`)
    ).json()) as AbortThresholds;

  /** One page's health report, as the shell sends it through its site server. */
  const beacon = async (device: string, version: string, counts: { views: number; failedLoads?: number }) => {
    const response = await fetch(`${current().url}/beacons`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({
        environment: 'staging',
        device,
        reports: [
          {
            remote: 'lobby',
            version,
            views: counts.views,
            failedLoads: counts.failedLoads ?? 0,
            fallbacks: counts.failedLoads ?? 0,
            renderErrors: 0,
            lcp: 1800,
          },
        ],
      }),
    });
    expect(response.status).toBe(204);
  };

  it('thresholds prints an environment thresholds; ops sets them, the others kept; a team token is refused', async () => {
    const read = await remotes(['thresholds', '--env', 'staging']);
    expect(read.code).toBe(0);
    expect(read.stdout.split('\n')).toEqual([
      'thresholds of automatic aborts in staging: the registry aborts a rollout when, since it started, the candidate',
      '  --ratio 2            fails at least 2 times as often as the stable release',
      '  --points 1           and at least 1 percentage point(s) more often',
      '  --min-views 200      over at least 200 views',
      '  --min-devices 50     from at least 50 distinct devices',
      '',
    ]);

    const set = await remotes([
      'thresholds',
      '--env',
      'staging',
      '--ratio',
      '3',
      '--points',
      '2.5',
      '--min-views',
      '100',
      '--min-devices',
      '20',
    ]);
    expect(set.code).toBe(0);
    expect(set.stdout).toMatch(/^thresholds of automatic aborts in staging set: /);
    expect(await thresholdsOf('staging')).toEqual({ ratio: 3, points: 2.5, minViews: 100, minDevices: 20 });
    expect((await remotes(['thresholds', '--env', 'staging', '--min-devices', '30'])).code).toBe(0);
    expect(await thresholdsOf('staging')).toEqual({ ratio: 3, points: 2.5, minViews: 100, minDevices: 30 });
    expect(await thresholdsOf('production')).toEqual({ ratio: 2, points: 1, minViews: 200, minDevices: 50 });

    const team = await remotes(['thresholds', '--env', 'staging', '--min-devices', '5'], {
      token: lobbyTeam,
    });
    expect(team).toEqual({
      code: 2,
      stdout: '',
      stderr: 'refused: setting the thresholds of automatic aborts needs the ops role\n',
    });
    const oneDevice = await remotes(['thresholds', '--env', 'staging', '--min-devices', '1']);
    expect(oneDevice).toMatchObject({
      code: 2,
      stderr: 'refused: minDevices must be a whole number from 2 to 1000000\n',
    });
    const notANumber = await remotes(['thresholds', '--env', 'staging', '--ratio', 'high']);
    expect(notANumber.code).toBe(2);
    expect(notANumber.stderr).toMatch(/^refused: --ratio needs a number \(got "high"\)\nusage:/);
    expect(await thresholdsOf('staging')).toEqual({ ratio: 3, points: 2.5, minViews: 100, minDevices: 30 });
  });

  it('health shows the hourly points; the registry aborts a failing rollout by itself, but not on reports from fewer devices than the minimum', async () => {
    const set = ['--ratio', '2', '--points', '1', '--min-views', '20', '--min-devices', '5'];
    expect((await remotes(['thresholds', '--env', 'staging', ...set])).code).toBe(0);
    expect(
      (await remotes(['canary', 'lobby@2.0.0', '--env', 'staging', '--percent', '50', '--reason', 'try']))
        .code,
    ).toBe(0);
    const quiet = await remotes(['health', '--env', 'staging', 'lobby']);
    expect(quiet).toMatchObject({
      code: 0,
      stdout: 'no health reports in staging for lobby in the last 48 hours\n',
    });

    for (let device = 0; device < 10; device += 1)
      await beacon(`aaaa000${device}`, '1.0.0-staging', { views: 3 });
    // Failing reports from four devices: under the minimum of five, they abort nothing, whatever they claim.
    for (let device = 0; device < 4; device += 1)
      await beacon(`bbbb000${device}`, '2.0.0', { views: 10, failedLoads: 5 });
    expect((await rolloutOf('staging', 'lobby')).canary).toMatchObject({ version: '2.0.0', percent: 50 });
    expect((await remotes(['status', '--env', 'staging'])).stdout).toContain(' canary 2.0.0 at 50 %');

    await beacon('bbbb0004', '2.0.0', { views: 10, failedLoads: 5 });
    const lobby = await rolloutOf('staging', 'lobby');
    expect([lobby.version, lobby.canary]).toEqual(['1.0.0-staging', undefined]);
    const history = await remotes(['history', '--env', 'staging', 'lobby']);
    expect(history.stdout.trim().split('\n').at(-1)).toMatch(
      /^\S+ registry canary-abort lobby 2\.0\.0 -> 1\.0\.0-staging: automatic abort: lobby 2\.0\.0 failed on 50 % of 50 views from 5 devices, the stable 1\.0\.0-staging on 0 % of 30$/,
    );

    // One line per release and hour, as the registry has them (a run across the hour has two of each).
    const { points } = (await (
      await current().call('GET', '/environments/staging/health?remote=lobby')
    ).json()) as HealthAnswer;
    const views = (version: string) =>
      points.filter((point) => point.version === version).reduce((sum, point) => sum + point.views, 0);
    expect([views('1.0.0-staging'), views('2.0.0')]).toEqual([30, 50]);
    const health = await remotes(['health', '--env', 'staging', 'lobby']);
    expect(health.code).toBe(0);
    const lines = health.stdout.trim().split('\n');
    expect(lines.slice(0, 2)).toEqual([
      'release health in staging, the last 48 hours (hours in UTC):',
      expect.stringMatching(/^hour +remote +version +views +devices +failed +LCP p75 +INP p75 +CLS p75$/),
    ]);
    expect(lines.slice(2)).toEqual(
      points.map((point): unknown =>
        expect.stringMatching(
          new RegExp(
            `^${point.hour.slice(0, 16)}Z +lobby +${point.version.replaceAll('.', '\\.')} +${point.views} +${point.devices} +${Math.round(point.failureRate * 1000) / 10} % +2000 ms +- +-$`,
          ),
        ),
      ),
    );
    expect((await remotes(['health', '--env', 'staging', 'content'])).stdout).toBe(
      'no health reports in staging for content in the last 48 hours\n',
    );
  });
});

describe('preview links', () => {
  withRegistry();

  it('preview prints a link to the site with a signed token and until when; history names who made it', async () => {
    const run = await remotes(['preview', 'lobby@2.0.0', '--env', 'staging', '--ttl', '2h'], {
      env: { SITE_URL: 'https://staging.example/' },
    });
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const [said, link] = run.stdout.trim().split('\n');
    expect(said).toMatch(
      /^lobby 2\.0\.0 previewed in staging until (\S+Z) \(2h\), in the browser that opens:$/,
    );
    expect(link).toMatch(/^https:\/\/staging\.example\/m\/home\?preview=[\w-]+\.[\w-]+$/);
    const until = /until (\S+Z)/.exec(said!)![1]!;
    expect(Date.parse(until) - Date.now()).toBeGreaterThan(7_100_000);
    const history = await remotes(['history', '--env', 'staging', 'lobby']);
    expect(history.stdout.trim().split('\n').at(-1)).toBe(
      `${(await historyOf('staging')).at(-1)!.at} ana preview lobby 1.0.0-staging -> 2.0.0: preview link until ${until}`,
    );
  });

  it('refuses a life outside a minute to 7 days before asking the registry, and a team outside its rights', async () => {
    const before = await everything();
    for (const ttl of ['30s', '8d', '1w', '2 h', '0m']) {
      const run = await remotes(['preview', 'lobby@2.0.0', '--env', 'staging', '--ttl', ttl]);
      expect({ code: run.code, stderr: run.stderr }).toEqual({
        code: 2,
        stderr: `refused: --ttl must be from 60s to 7d, as 90s, 30m, 1h or 2d (got "${ttl}")\n`,
      });
    }
    const protectedEnvironment = await remotes(['preview', 'lobby@2.0.0', '--env', 'production'], {
      token: lobbyTeam,
    });
    expect(protectedEnvironment).toMatchObject({
      code: 2,
      stderr: 'refused: production is protected: a change there needs the ops role\n',
    });
    expect(await everything()).toEqual(before);
  });
});
