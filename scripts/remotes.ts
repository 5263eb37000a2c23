// `pnpm remotes`: the ops command for independent delivery, a client of the release registry (REGISTRY_URL, with
// the token in REGISTRY_TOKEN or the file REGISTRY_TOKEN_FILE). USAGE below lists every command; every argument is
// checked before anything is done (an unknown option or a stray argument is refused with the usage). The registry
// makes every check and records every change under the token's owner; a refusal, the command's or the
// registry's, is one line `refused: <reason>` on stderr with exit code 2, and nothing changes.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEV_VERSION_SUFFIX,
  federationRuntimeVersion,
  isDevVersion,
  RefusalError,
  REMOTE_DIRS,
  writeAtomic,
} from '../deploy/src/releases.ts';
import { PREVIEW_TTL } from '../deploy/src/preview-token.ts';
import type { AbortThresholds, ImportRequest, ReleaseRecord, Role } from '../deploy/src/registry/contract.ts';
import { refusedRelease } from '../deploy/src/registry/rights.ts';
import {
  DEFAULT_REGISTRY_URL,
  DEFAULT_TOKEN_FILE,
  type RegistryClient,
  registryFromEnvironment,
  releaseUpload,
} from '../deploy/src/registry/client.ts';
import { parsePinFile, type PinFile, REMOTE_NAMES, type RemoteName } from 'shared/pin-file';

const ROOT = path.resolve(import.meta.dirname, '..');
const ENVIRONMENTS_DIR = path.join(ROOT, 'deploy/environments');
const AUDIT_LOG = path.join(ROOT, 'deploy/audit.log');
const relative = (file: string) => path.relative(ROOT, file) || '.';

export const USAGE = `usage: pnpm remotes <command>
  release <remote>                                  build a remote and upload it as an immutable release
  releases <remote>                                 the releases in the registry: version, when, commit, by whom
  status [--env E]                                  per environment: pins, when, by whom, why
  history --env E [remote]                          the audit log: when, who, from, to, why
  diff <envA> <envB>                                the remotes whose pins differ
  pin <remote>@<version> --env E --reason TEXT [--dry-run]
  promote --from E1 --to E2 [remote...] --reason TEXT [--dry-run]
  rollback <remote> --env E --reason TEXT [--dry-run]
  canary <remote>@<version> --env E --percent N --reason TEXT [--dry-run]
                                                    start a rollout to N % of devices, or widen or narrow it
  canary promote <remote> --env E --reason TEXT [--dry-run]
                                                    the candidate becomes the pin on every device
  canary abort <remote> --env E --reason TEXT [--dry-run]
                                                    every device back on the stable release
  preview <remote>@<version> --env E [--ttl 1h]     a signed link that runs the release in the browser opening it,
                                                      until it expires (--ttl 60s to 7d: 30m, 1h, 2d; default 1h)
  thresholds --env E [--ratio N] [--points N] [--min-views N] [--min-devices N]
                                                    when the registry aborts a rollout by itself; sets the given
  health --env E [remote] [--hours N]               release health per hour: views, devices, failures, vitals
  token create <name> --role ROLE                   a token for a person or a job; its secret is shown once
  token list                                        every token: name, role, created when and by whom, revoked
  token revoke <name>                               the token is refused from now on
  import [--from DIR] [--audit FILE]                load pin files and an audit log into the registry
                                                      (default ${relative(ENVIRONMENTS_DIR)}, ${relative(AUDIT_LOG)})
  export --env E [--out FILE]                       write an environment's pins as a pin file
                                                      (default ${relative(ENVIRONMENTS_DIR)}/<env>.json)
  --help                                            this text
remotes: ${REMOTE_NAMES.join(', ')}; roles: admin, ops, team:<remote>
the registry: REGISTRY_URL (default ${DEFAULT_REGISTRY_URL}); its token: REGISTRY_TOKEN, else the file
REGISTRY_TOKEN_FILE (default ${relative(DEFAULT_TOKEN_FILE)}, the local admin token pnpm start writes)`;

type Command =
  | 'release'
  | 'releases'
  | 'status'
  | 'history'
  | 'diff'
  | 'pin'
  | 'promote'
  | 'rollback'
  | 'canary'
  | 'canary promote'
  | 'canary abort'
  | 'preview'
  | 'thresholds'
  | 'health'
  | 'token create'
  | 'token list'
  | 'token revoke'
  | 'import'
  | 'export';

interface CommandShape {
  /** Fewest and most positional arguments. */
  positionals: [number, number];
  /** Options taking a value. */
  values: readonly string[];
  /** Options without a value. */
  switches: readonly string[];
}

const COMMANDS: Record<Command, CommandShape> = {
  release: { positionals: [1, 1], values: [], switches: [] },
  releases: { positionals: [1, 1], values: [], switches: [] },
  status: { positionals: [0, 0], values: ['env'], switches: [] },
  history: { positionals: [0, 1], values: ['env'], switches: [] },
  diff: { positionals: [2, 2], values: [], switches: [] },
  pin: { positionals: [1, 1], values: ['env', 'reason'], switches: ['dry-run'] },
  promote: { positionals: [0, REMOTE_NAMES.length], values: ['from', 'to', 'reason'], switches: ['dry-run'] },
  rollback: { positionals: [1, 1], values: ['env', 'reason'], switches: ['dry-run'] },
  canary: { positionals: [1, 1], values: ['env', 'percent', 'reason'], switches: ['dry-run'] },
  'canary promote': { positionals: [1, 1], values: ['env', 'reason'], switches: ['dry-run'] },
  'canary abort': { positionals: [1, 1], values: ['env', 'reason'], switches: ['dry-run'] },
  preview: { positionals: [1, 1], values: ['env', 'ttl'], switches: [] },
  thresholds: {
    positionals: [0, 0],
    values: ['env', 'ratio', 'points', 'min-views', 'min-devices'],
    switches: [],
  },
  health: { positionals: [0, 1], values: ['env', 'hours'], switches: [] },
  'token create': { positionals: [1, 1], values: ['role'], switches: [] },
  'token list': { positionals: [0, 0], values: [], switches: [] },
  'token revoke': { positionals: [1, 1], values: [], switches: [] },
  import: { positionals: [0, 0], values: ['from', 'audit'], switches: [] },
  export: { positionals: [0, 0], values: ['env', 'out'], switches: [] },
};

export interface ParsedCommand {
  command: Command;
  positionals: string[];
  values: Record<string, string>;
  switches: Set<string>;
}

class UsageError extends RefusalError {}

function usageError(message: string): UsageError {
  return new UsageError(`${message}\n${USAGE}`);
}

/**
 * Commands of two words. `token` always takes one of its sub-commands; `canary` takes one to end a rollout
 * (`canary promote lobby`) and none to start or widen one (`canary lobby@1.2.0`): no remote is named promote or
 * abort, so the two never meet.
 */
const SUBCOMMANDS: Record<string, { words: readonly string[]; required: boolean }> = {
  token: { words: ['create', 'list', 'revoke'], required: true },
  canary: { words: ['promote', 'abort'], required: false },
};

/** Reads the whole command line before anything runs; anything it does not know is refused. */
export function parseCommand(args: string[]): ParsedCommand | 'help' {
  if (args.includes('--help') || args.includes('-h') || args[0] === 'help') return 'help';
  const group = Object.hasOwn(SUBCOMMANDS, args[0] ?? '') ? SUBCOMMANDS[args[0]!] : undefined;
  const words = group?.words.includes(args[1] ?? '') ? 2 : 1;
  if (group?.required && words === 1)
    throw usageError(`${args[0]!} needs one of ${group.words.join(', ')} (got "${args[1] ?? ''}")`);
  const name = args.slice(0, words).join(' ');
  const rest = args.slice(words);
  if (!name || !Object.hasOwn(COMMANDS, name)) throw usageError(`unknown command "${name}"`);
  const command = name as Command;
  const shape = COMMANDS[command];
  const parsed: ParsedCommand = { command, positionals: [], values: {}, switches: new Set() };
  for (let index = 0; index < rest.length; index += 1) {
    const arg = rest[index]!;
    if (!arg.startsWith('-')) {
      parsed.positionals.push(arg);
      continue;
    }
    const match = /^--([a-z-]+)(?:=(.*))?$/s.exec(arg);
    const option = match?.[1];
    if (!match || !option) throw usageError(`unknown option "${arg}" for ${command}`);
    if (shape.switches.includes(option)) {
      if (match[2] !== undefined) throw usageError(`--${option} takes no value`);
      parsed.switches.add(option);
    } else if (shape.values.includes(option)) {
      const value = match[2] ?? rest[++index];
      if (value === undefined || (match[2] === undefined && value.startsWith('--')))
        throw usageError(`--${option} needs a value`);
      if (option in parsed.values) throw usageError(`--${option} is given twice`);
      parsed.values[option] = value;
    } else {
      throw usageError(`unknown option "--${option}" for ${command}`);
    }
  }
  const [fewest, most] = shape.positionals;
  if (parsed.positionals.length < fewest) throw usageError(`${command} needs ${fewest} argument(s)`);
  if (parsed.positionals.length > most)
    throw usageError(`unexpected argument "${parsed.positionals[most]!}" for ${command}`);
  return parsed;
}

function asRemote(name: string | undefined): RemoteName {
  if (!name || !REMOTE_NAMES.includes(name as RemoteName)) {
    throw new RefusalError(`unknown remote "${name ?? ''}"; one of ${REMOTE_NAMES.join(', ')}`);
  }
  return name as RemoteName;
}

function asRole(role: string): Role {
  const team = /^team:(.*)$/.exec(role);
  if (role === 'admin' || role === 'ops' || (team && REMOTE_NAMES.includes(team[1] as RemoteName)))
    return role as Role;
  throw usageError(`unknown role "${role}": admin, ops or team:<remote> (${REMOTE_NAMES.join(', ')})`);
}

/** An environment name as a file name: it names the pin file `export` writes. */
function asEnvironment(name: string): string {
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new RefusalError(`invalid environment name "${name}"`);
  return name;
}

function required(values: Record<string, string>, name: string): string {
  const value = values[name];
  if (!value) throw usageError(`--${name} is required`);
  return value;
}

/** `<remote>@<version>`, as pin and canary take a release. */
function releaseArg(command: string, arg: string): { remote: RemoteName; version: string } {
  const match = /^([a-z]+)@(.+)$/.exec(arg);
  if (!match) throw usageError(`${command} needs <remote>@<version>`);
  return { remote: asRemote(match[1]), version: match[2]! };
}

/** A number option, or undefined when not given; `whole` refuses fractions. */
function numberOption(values: Record<string, string>, name: string, whole = false): number | undefined {
  const text = values[name];
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!text.trim() || !Number.isFinite(value) || (whole && !Number.isInteger(value)))
    throw usageError(`--${name} needs a ${whole ? 'whole ' : ''}number (got "${text}")`);
  return value;
}

/** The share of a rollout, checked before the registry is asked (which checks the same). */
function percentOption(values: Record<string, string>): number {
  const text = required(values, 'percent');
  const percent = Number(text);
  if (!/^\d+$/.test(text) || percent < 1 || percent > 100)
    throw new RefusalError(`--percent must be a whole number from 1 to 100 (got "${text}")`);
  return percent;
}

const TTL_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** A preview link's life in seconds from `90s`, `30m`, `1h` or `2d`, within what the registry allows. */
function ttlOption(text: string): number {
  const match = /^(\d+)([smhd])$/.exec(text);
  const seconds = match ? Number(match[1]) * TTL_UNITS[match[2]!]! : NaN;
  if (!(seconds >= PREVIEW_TTL.min && seconds <= PREVIEW_TTL.max))
    throw new RefusalError(`--ttl must be from 60s to 7d, as 90s, 30m, 1h or 2d (got "${text}")`);
  return seconds;
}

/** The role's refusal to release `remote`, in the registry's words; undefined when it may. */
const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

/**
 * Release a remote: refuse a development version, a token that may not release it and an existing version at once
 * (a build takes a while), then build it and upload every shipped file with its hash; the registry checks the
 * hashes and writes the release whole.
 */
async function release(registry: RegistryClient, remote: RemoteName): Promise<void> {
  const dir = REMOTE_DIRS[remote];
  const pkg = JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as { version: string };
  const commit = git('rev-parse', '--short=7', 'HEAD');
  // RELEASE_VERSION overrides the computed version (tests release two builds of one commit).
  const version = process.env.RELEASE_VERSION ?? `${pkg.version}-${commit}`;
  if (isDevVersion(version))
    throw new RefusalError(
      `${remote}@${version}: versions ending in ${DEV_VERSION_SUFFIX} are development builds`,
    );
  // The registry refuses the upload too; asked first, a team token for another remote is refused before the build.
  const rule = refusedRelease((await registry.whoami()).role, remote);
  if (rule) throw new RefusalError(rule);
  if (await registry.findRelease(remote, version))
    throw new RefusalError(`${remote}@${version} already exists: releases are never overwritten`);
  const started = Date.now();
  // RELEASE_DIST names a folder built already (tests upload a prepared build instead of running webpack).
  let dist = process.env.RELEASE_DIST;
  if (!dist) {
    process.env.APP_RELEASE_VERSION = version;
    const { compile } = await import('./build.ts');
    await compile(dir as Parameters<typeof compile>[0]);
    dist = path.join(ROOT, dir, 'dist');
  }
  const { upload, bytes } = releaseUpload(dist, commit);
  const record = await registry.uploadRelease(remote, version, upload);
  console.log(
    `released ${remote}@${version} (${bytes} bytes, ${Object.keys(upload.files).length} files) in ${Date.now() - started} ms`,
  );
  console.log(`manifest ${record.manifestIntegrity}`);
}

/** When a pinned version was released and the federation runtime it needs; a development build has no record. */
function releaseFacts(records: Map<string, ReleaseRecord>, version: string) {
  const record = records.get(version);
  if (record) return { released: record.releasedAt, runtime: record.federationRuntime ?? undefined };
  return { released: isDevVersion(version) ? 'dev build' : 'not in registry' };
}

async function status(registry: RegistryClient, only: string | undefined): Promise<void> {
  const names = only ? [only] : (await registry.environments()).environments.map((env) => env.name);
  const releases = new Map(
    await Promise.all(
      REMOTE_NAMES.map(
        async (remote) =>
          [
            remote,
            new Map((await registry.releases(remote)).releases.map((record) => [record.version, record])),
          ] as const,
      ),
    ),
  );
  const provided = federationRuntimeVersion();
  // Every remote takes these functions from the shell (tools/webpack/federation/): a release built against
  // another version is refused by pin and fails closed in the browser.
  console.log(`the shell provides the federation bundler runtime ${provided}`);
  for (const name of names) {
    const environment = await registry.environment(name);
    console.log(`${name} (revision ${environment.revision}${environment.protected ? ', protected' : ''}):`);
    for (const remote of REMOTE_NAMES) {
      const pin = environment.pins.remotes[remote];
      const change = environment.pinned[remote];
      const pinned = change
        ? `pinned ${change.at} by ${change.who}: ${change.reason}`
        : 'pinned: no audit record';
      const { released, runtime } = releaseFacts(releases.get(remote)!, pin.version);
      const mismatch =
        runtime !== undefined && runtime !== provided ? `  REQUIRES federation runtime ${runtime}` : '';
      const rollout = pin.canary ? `  canary ${pin.canary.version} at ${pin.canary.percent} %` : '';
      console.log(
        `  ${remote.padEnd(8)} ${pin.version.padEnd(22)} released ${released.padEnd(24)} previous ${(pin.previous?.version ?? '-').padEnd(22)} ${pinned}${rollout}${mismatch}`,
      );
    }
  }
}

/** The thresholds options by the registry's field names. */
const THRESHOLD_OPTIONS = {
  ratio: 'ratio',
  points: 'points',
  minViews: 'min-views',
  minDevices: 'min-devices',
} as const satisfies Record<keyof AbortThresholds, string>;

/** Prints an environment's thresholds of automatic aborts; with options, sets those (the others stay). */
async function thresholds(
  registry: RegistryClient,
  environment: string,
  values: Record<string, string>,
): Promise<void> {
  const given: Partial<AbortThresholds> = {};
  for (const [field, option] of Object.entries(THRESHOLD_OPTIONS) as [keyof AbortThresholds, string][]) {
    const value = numberOption(values, option, field === 'minViews' || field === 'minDevices');
    if (value !== undefined) given[field] = value;
  }
  let current = await registry.thresholds(environment);
  const setting = Object.keys(given).length > 0;
  if (setting) current = await registry.setThresholds(environment, { ...current, ...given });
  console.log(
    `thresholds of automatic aborts in ${environment}${setting ? ' set' : ''}: ` +
      'the registry aborts a rollout when, since it started, the candidate',
  );
  const rows: [keyof AbortThresholds, string][] = [
    ['ratio', `fails at least ${current.ratio} times as often as the stable release`],
    ['points', `and at least ${current.points} percentage point(s) more often`],
    ['minViews', `over at least ${current.minViews} views`],
    ['minDevices', `from at least ${current.minDevices} distinct devices`],
  ];
  for (const [field, meaning] of rows)
    console.log(`  ${`--${THRESHOLD_OPTIONS[field]} ${current[field]}`.padEnd(20)} ${meaning}`);
}

/** A share in percent with one decimal, as the registry's abort reasons give it. */
const percentOf = (rate: number) => `${Math.round(rate * 1000) / 10} %`;

/** The hourly health points of an environment: one line per release and hour, oldest first. */
async function health(
  registry: RegistryClient,
  environment: string,
  remote: RemoteName | undefined,
  hours: number | undefined,
): Promise<void> {
  const { points } = await registry.health(environment, { remote, hours });
  const span = `the last ${hours ?? 48} hours`;
  if (!points.length) {
    console.log(`no health reports in ${environment}${remote ? ` for ${remote}` : ''} in ${span}`);
    return;
  }
  const vital = (value: number | null, unit = '') => (value === null ? '-' : `${value}${unit}`);
  const columns = [17, 8, 22, 8, 8, 9, 9, 9, 6];
  const line = (cells: string[]) =>
    cells
      .map((cell, index) => (index < 3 ? cell.padEnd(columns[index]!) : cell.padStart(columns[index]!)))
      .join(' ')
      .trimEnd();
  console.log(`release health in ${environment}, ${span} (hours in UTC):`);
  console.log(
    line(['hour', 'remote', 'version', 'views', 'devices', 'failed', 'LCP p75', 'INP p75', 'CLS p75']),
  );
  for (const point of points) {
    console.log(
      line([
        `${point.hour.slice(0, 16)}Z`,
        point.remote,
        point.version,
        String(point.views),
        String(point.devices),
        percentOf(point.failureRate),
        vital(point.lcpP75, ' ms'),
        vital(point.inpP75, ' ms'),
        vital(point.clsP75),
      ]),
    );
  }
}

/** Every `<env>.json` pin file of a folder and the JSON-lines audit log, as the registry's import takes them. */
function importRequest(folder: string, auditLog: string, auditGiven: boolean): ImportRequest {
  if (!existsSync(folder)) throw new RefusalError(`no pin files: ${folder} does not exist`);
  const environments: Record<string, PinFile> = {};
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const full = path.join(folder, file);
    try {
      environments[file.slice(0, -'.json'.length)] = parsePinFile(JSON.parse(readFileSync(full, 'utf8')));
    } catch (error) {
      throw new RefusalError(
        `${full} is not a valid pin file: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  if (!Object.keys(environments).length) throw new RefusalError(`no pin files (<env>.json) in ${folder}`);
  if (auditGiven && !existsSync(auditLog)) throw new RefusalError(`no audit log at ${auditLog}`);
  const lines = existsSync(auditLog) ? readFileSync(auditLog, 'utf8').split('\n') : [];
  const audit = lines.flatMap((line, index) => {
    if (!line.trim()) return [];
    try {
      return [JSON.parse(line) as ImportRequest['audit'][number]];
    } catch {
      throw new RefusalError(`${auditLog} line ${index + 1} is not JSON`);
    }
  });
  return { environments, audit };
}

async function run(parsed: ParsedCommand): Promise<void> {
  const { positionals, values } = parsed;
  const dryRun = parsed.switches.has('dry-run');
  const would = dryRun ? 'would be ' : '';
  const registry = registryFromEnvironment();
  switch (parsed.command) {
    case 'release':
      return release(registry, asRemote(positionals[0]));
    case 'releases': {
      const remote = asRemote(positionals[0]);
      const { releases } = await registry.releases(remote);
      console.log(`${remote}: ${releases.length} release(s) in the registry at ${registry.url}`);
      for (const row of releases)
        console.log(
          `  ${row.version.padEnd(24)} ${row.releasedAt.padEnd(24)} commit ${row.commit} by ${row.releasedBy}`,
        );
      return;
    }
    case 'status':
      return status(registry, values.env);
    case 'history': {
      const environment = required(values, 'env');
      const remote = positionals[0] === undefined ? undefined : asRemote(positionals[0]);
      const { rows } = await registry.history(environment, remote);
      if (!rows.length) console.log(`no changes recorded in ${environment}${remote ? ` for ${remote}` : ''}`);
      for (const row of rows) {
        const share = row.action === 'canary' ? ` at ${row.percent} %` : '';
        console.log(
          `${row.at} ${row.who} ${row.action} ${row.remote} ${row.from ?? '-'} -> ${row.to}${share}: ${row.reason}`,
        );
      }
      return;
    }
    case 'diff': {
      const [first, second] = positionals as [string, string];
      const [a, b] = await Promise.all([registry.pins(first), registry.pins(second)]);
      const differing = REMOTE_NAMES.filter(
        (remote) => a.pins.remotes[remote].version !== b.pins.remotes[remote].version,
      );
      if (!differing.length) console.log(`${first} and ${second} run the same releases`);
      for (const remote of differing) {
        console.log(
          `${remote.padEnd(8)} ${first} ${a.pins.remotes[remote].version}  ${second} ${b.pins.remotes[remote].version}`,
        );
      }
      return;
    }
    case 'pin': {
      const { remote, version } = releaseArg('pin', positionals[0]!);
      const environment = required(values, 'env');
      const result = await registry.pin(environment, {
        remote,
        version,
        reason: required(values, 'reason'),
        dryRun,
      });
      console.log(
        `${dryRun ? 'dry run: ' : ''}${remote} ${would}pinned ${result.from} -> ${result.to} in ${environment}`,
      );
      return;
    }
    case 'promote': {
      const to = required(values, 'to');
      const { changes } = await registry.promote({
        from: required(values, 'from'),
        to,
        remotes: positionals.map(asRemote),
        reason: required(values, 'reason'),
        dryRun,
      });
      for (const change of changes)
        console.log(
          `${dryRun ? 'dry run: ' : ''}${change.remote} ${would}promoted ${change.from} -> ${change.to} in ${to}`,
        );
      if (!changes.length) console.log('nothing to promote: the environments already match');
      return;
    }
    case 'rollback': {
      const remote = asRemote(positionals[0]);
      const environment = required(values, 'env');
      const result = await registry.rollback(environment, {
        remote,
        reason: required(values, 'reason'),
        dryRun,
      });
      console.log(
        `${dryRun ? 'dry run: ' : ''}${remote} ${would}rolled back ${result.from} -> ${result.to} in ${environment}`,
      );
      return;
    }
    case 'canary': {
      const { remote, version } = releaseArg('canary', positionals[0]!);
      const environment = required(values, 'env');
      const percent = percentOption(values);
      const answer = await registry.canary(environment, {
        remote,
        version,
        percent,
        reason: required(values, 'reason'),
        dryRun,
      });
      console.log(
        `${dryRun ? 'dry run: ' : ''}${remote} rollout of ${answer.to} ${would}at ${answer.percent} % in ${environment} (stable ${answer.from})`,
      );
      return;
    }
    case 'canary promote':
    case 'canary abort': {
      const outcome = parsed.command === 'canary promote' ? 'promote' : 'abort';
      if (positionals[0]!.includes('@'))
        throw usageError(
          `canary ${outcome} takes <remote>: it ends the rollout that runs, whatever its version`,
        );
      const remote = asRemote(positionals[0]);
      const environment = required(values, 'env');
      const answer = await registry.endCanary(environment, outcome, {
        remote,
        reason: required(values, 'reason'),
        dryRun,
      });
      const prefix = `${dryRun ? 'dry run: ' : ''}${remote} rollout of`;
      console.log(
        outcome === 'promote'
          ? `${prefix} ${answer.to} ${would}promoted in ${environment}: ${answer.from} -> ${answer.to} on every device`
          : `${prefix} ${answer.from} ${would}aborted in ${environment}: every device back on ${answer.to}`,
      );
      return;
    }
    case 'thresholds':
      return thresholds(registry, required(values, 'env'), values);
    case 'health': {
      const environment = required(values, 'env');
      const remote = positionals[0] === undefined ? undefined : asRemote(positionals[0]);
      const hours = numberOption(values, 'hours', true);
      return health(registry, environment, remote, hours);
    }
    case 'token create': {
      const created = await registry.createToken(positionals[0]!, asRole(required(values, 'role')));
      console.log(
        `token "${created.name}" (${created.role}) created. Its secret is shown only now; keep it:`,
      );
      console.log(created.secret);
      return;
    }
    case 'token list': {
      const { tokens } = await registry.tokens();
      for (const token of tokens)
        console.log(
          `${token.name.padEnd(16)} ${token.role.padEnd(14)} created ${token.createdAt} by ${token.createdBy}${token.revokedAt ? `  revoked ${token.revokedAt}` : ''}`,
        );
      if (!tokens.length) console.log('no tokens');
      return;
    }
    case 'token revoke': {
      await registry.revokeToken(positionals[0]!);
      console.log(`token "${positionals[0]!}" revoked: the registry refuses it from now on`);
      return;
    }
    case 'import': {
      const folder = path.resolve(values.from ?? ENVIRONMENTS_DIR);
      const auditLog = path.resolve(values.audit ?? AUDIT_LOG);
      const answer = await registry.import(importRequest(folder, auditLog, values.audit !== undefined));
      console.log(
        `imported ${answer.environments.length} environment(s) (${answer.environments.join(', ')}) and ${answer.auditRows} audit row(s)`,
      );
      return;
    }
    case 'preview': {
      const { remote, version } = releaseArg('preview', positionals[0]!);
      const environment = required(values, 'env');
      const ttl = values.ttl ?? '1h';
      const answer = await registry.preview(environment, { remote, version, ttlSeconds: ttlOption(ttl) });
      const site = (process.env.SITE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
      console.log(
        `${remote} ${answer.version} previewed in ${environment} until ${answer.expiresAt} (${ttl}), in the browser that opens:`,
      );
      console.log(`${site}/m/home?preview=${answer.token}`);
      return;
    }
    case 'export': {
      const environment = asEnvironment(required(values, 'env'));
      const out = path.resolve(values.out ?? path.join(ENVIRONMENTS_DIR, `${environment}.json`));
      const { pins, revision } = await registry.pins(environment);
      writeAtomic(out, `${JSON.stringify(pins, null, 2)}\n`);
      console.log(
        `wrote ${out}: the pins of ${environment}${revision === null ? '' : ` at revision ${revision}`}`,
      );
      return;
    }
  }
}

export async function main(args: string[]): Promise<void> {
  const parsed = parseCommand(args);
  if (parsed === 'help') {
    console.log(USAGE);
    return;
  }
  await run(parsed);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    // A refusal is one line (the usage follows a usage error); anything else is a fault with its stack.
    console.error(error instanceof RefusalError ? `refused: ${error.message}` : error);
    process.exit(error instanceof RefusalError ? 2 : 1);
  });
}
