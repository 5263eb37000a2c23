// `pnpm remotes`: the ops command for independent delivery. USAGE below lists every command; every argument is
// checked before anything is done (an unknown option or a stray argument is refused with the usage). Every
// refusal is one line `refused: <reason>` on stderr with exit code 2 and writes nothing; every change goes to
// the audit log with who made it (`--by`, else OPS_USER; the checkout's git user only for `local`).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import {
  buildAndPublish,
  type AuditEntry,
  type DeployPaths,
  NAMED_ENVIRONMENTS,
  pinRelease,
  promote,
  readAudit,
  readPins,
  readRelease,
  RefusalError,
  REMOTE_DIRS,
  rollbackRelease,
  federationRuntimeVersion,
  shellRequirements,
} from '../deploy/src/releases.ts';
import { REMOTE_NAMES, type RemoteName } from 'shared/pin-file';
import { compile, ROOT } from './build.ts';

export const PATHS: DeployPaths = {
  store: process.env.RELEASE_STORE ?? path.join(ROOT, 'releases'),
  environments: process.env.ENVIRONMENTS_DIR ?? path.join(ROOT, 'deploy/environments'),
  allowList: process.env.ALLOW_LIST ?? path.join(ROOT, 'deploy/allow-list.json'),
  auditLog: process.env.AUDIT_LOG ?? path.join(ROOT, 'deploy/audit.log'),
};

export const USAGE = `usage: pnpm remotes <command>
  release <remote>                                           build and publish an immutable release
  releases <remote>                                          the releases in the store: version, when, commit
  status [--env E]                                           per environment: pins, when, by whom, why
  history --env E [remote]                                   the audit log: when, who, from, to, why
  diff <envA> <envB>                                         the remotes whose pins differ
  pin <remote>@<version> --env E --reason TEXT [--by NAME] [--dry-run]
  promote --from E1 --to E2 [remote...] --reason TEXT [--by NAME] [--dry-run]
  rollback <remote> --env E --reason TEXT [--by NAME] [--dry-run]
  --help                                                     this text
remotes: ${REMOTE_NAMES.join(', ')}; --by may also come from OPS_USER (required in ${NAMED_ENVIRONMENTS.join(', ')})`;

type Command = 'release' | 'releases' | 'status' | 'history' | 'diff' | 'pin' | 'promote' | 'rollback';

interface CommandShape {
  /** Fewest and most positional arguments. */
  positionals: [number, number];
  /** Options taking a value. */
  values: readonly string[];
  /** Options without a value. */
  switches: readonly string[];
}

const CHANGE_VALUES = ['reason', 'by'] as const;
const COMMANDS: Record<Command, CommandShape> = {
  release: { positionals: [1, 1], values: [], switches: [] },
  releases: { positionals: [1, 1], values: [], switches: [] },
  status: { positionals: [0, 0], values: ['env'], switches: [] },
  history: { positionals: [0, 1], values: ['env'], switches: [] },
  diff: { positionals: [2, 2], values: [], switches: [] },
  pin: { positionals: [1, 1], values: ['env', ...CHANGE_VALUES], switches: ['dry-run'] },
  promote: {
    positionals: [0, REMOTE_NAMES.length],
    values: ['from', 'to', ...CHANGE_VALUES],
    switches: ['dry-run'],
  },
  rollback: { positionals: [1, 1], values: ['env', ...CHANGE_VALUES], switches: ['dry-run'] },
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

/** Reads the whole command line before anything runs; anything it does not know is refused. */
export function parseCommand(args: string[]): ParsedCommand | 'help' {
  if (args.includes('--help') || args.includes('-h') || args[0] === 'help') return 'help';
  const [name, ...rest] = args;
  if (!name || !Object.hasOwn(COMMANDS, name)) throw usageError(`unknown command "${name ?? ''}"`);
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

function gitUser(): string | undefined {
  try {
    return execFileSync('git', ['config', 'user.name'], { cwd: ROOT, encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Who makes a change: `--by`, else OPS_USER. Only for `local` does the checkout's git user (or the login name)
 * stand in; any other environment refuses a change that names nobody, so the audit log says who it was.
 */
export function whoChanges(environment: string, by: string | undefined): string {
  const named = (by ?? process.env.OPS_USER ?? '').trim();
  if (named) return named;
  if (environment === 'local') return gitUser() ?? process.env.USER ?? userInfo().username;
  throw new RefusalError(`a change in ${environment} must say who makes it: --by NAME or OPS_USER`);
}

function required(values: Record<string, string>, name: string): string {
  const value = values[name];
  if (!value) throw usageError(`--${name} is required`);
  return value;
}

const requirements = () => shellRequirements(path.join(ROOT, 'shared/package.json'));

function environmentNames(): string[] {
  return readdirSync(PATHS.environments)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -5))
    .sort();
}

/** The audit row that put the pinned version in place (the latest change to it). */
function lastChange(audit: AuditEntry[], environment: string, remote: RemoteName, version: string) {
  return audit.findLast(
    (entry) => entry.environment === environment && entry.remote === remote && entry.to === version,
  );
}

/** When a pinned version was released, and the federation bundler runtime it was built against if recorded. */
function releaseFacts(remote: RemoteName, version: string): { released: string; runtime?: string } {
  try {
    const meta = readRelease(PATHS, remote, version);
    return { released: meta.releasedAt, runtime: meta.federationRuntime };
  } catch {
    // `pnpm start` builds the development version in place for local work: a dev build, not a release.
    const inStore = existsSync(path.join(PATHS.store, REMOTE_DIRS[remote], version));
    return { released: inStore ? 'dev build' : 'not in store' };
  }
}

async function run(parsed: ParsedCommand): Promise<void> {
  const { positionals, values } = parsed;
  const dryRun = parsed.switches.has('dry-run');
  const would = dryRun ? 'would be ' : '';
  switch (parsed.command) {
    case 'release': {
      const remote = asRemote(positionals[0]);
      const dir: string = REMOTE_DIRS[remote];
      const pkg = JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as {
        version: string;
      };
      const commit = execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], {
        cwd: ROOT,
        encoding: 'utf8',
      }).trim();
      // RELEASE_VERSION overrides the computed version (tests release two builds of one commit).
      const version = process.env.RELEASE_VERSION ?? `${pkg.version}-${commit}`;
      process.env.APP_RELEASE_VERSION = version;
      const started = Date.now();
      const meta = await buildAndPublish(PATHS, remote, version, commit, async () => {
        await compile(dir as Parameters<typeof compile>[0]);
        return path.join(ROOT, dir, 'dist');
      });
      console.log(
        `released ${remote}@${version} (${meta.bytes} bytes, ${Object.keys(meta.files).length} files) in ${Date.now() - started} ms`,
      );
      console.log(`manifest ${meta.manifestIntegrity}`);
      return;
    }
    case 'releases': {
      const remote = asRemote(positionals[0]);
      const folder = path.join(PATHS.store, REMOTE_DIRS[remote]);
      const versions = existsSync(folder)
        ? readdirSync(folder, { withFileTypes: true })
            .filter((entry) => entry.isDirectory() && !entry.name.includes('.tmp-'))
            .map((entry) => entry.name)
        : [];
      const rows = versions.map((version) => {
        try {
          const meta = readRelease(PATHS, remote, version);
          return { version, at: meta.releasedAt, commit: meta.commit };
        } catch {
          return { version, at: 'dev build', commit: '-' };
        }
      });
      rows.sort((a, b) => a.at.localeCompare(b.at));
      console.log(`${remote}: ${rows.length} release(s) in ${folder}`);
      for (const row of rows)
        console.log(`  ${row.version.padEnd(24)} ${row.at.padEnd(24)} commit ${row.commit}`);
      return;
    }
    case 'status': {
      const audit = readAudit(PATHS);
      const provided = federationRuntimeVersion();
      // Every remote takes these functions from the shell (tools/webpack/federation/): a release built against
      // another version is refused by pin and fails closed in the browser.
      console.log(`the shell provides the federation bundler runtime ${provided}`);
      for (const environment of values.env ? [values.env] : environmentNames()) {
        const pins = readPins(PATHS, environment);
        console.log(`${environment}:`);
        for (const remote of REMOTE_NAMES) {
          const pin = pins.remotes[remote];
          const change = lastChange(audit, environment, remote, pin.version);
          const pinned = change
            ? `pinned ${change.at} by ${change.who}: ${change.reason}`
            : 'pinned: no audit record';
          const { released, runtime } = releaseFacts(remote, pin.version);
          const mismatch =
            runtime !== undefined && runtime !== provided ? `  REQUIRES federation runtime ${runtime}` : '';
          console.log(
            `  ${remote.padEnd(8)} ${pin.version.padEnd(22)} released ${released.padEnd(24)} previous ${(pin.previous?.version ?? '-').padEnd(22)} ${pinned}${mismatch}`,
          );
        }
      }
      return;
    }
    case 'history': {
      const environment = required(values, 'env');
      readPins(PATHS, environment);
      const remote = positionals[0] === undefined ? undefined : asRemote(positionals[0]);
      const rows = readAudit(PATHS).filter(
        (entry) => entry.environment === environment && (!remote || entry.remote === remote),
      );
      if (!rows.length) console.log(`no changes recorded in ${environment}${remote ? ` for ${remote}` : ''}`);
      for (const row of rows) {
        console.log(
          `${row.at} ${row.who} ${row.action} ${row.remote} ${row.from ?? '-'} -> ${row.to}: ${row.reason}`,
        );
      }
      return;
    }
    case 'diff': {
      const [first, second] = positionals as [string, string];
      const a = readPins(PATHS, first);
      const b = readPins(PATHS, second);
      const differing = REMOTE_NAMES.filter(
        (remote) => a.remotes[remote].version !== b.remotes[remote].version,
      );
      if (!differing.length) console.log(`${first} and ${second} run the same releases`);
      for (const remote of differing) {
        console.log(
          `${remote.padEnd(8)} ${first} ${a.remotes[remote].version}  ${second} ${b.remotes[remote].version}`,
        );
      }
      return;
    }
    case 'pin': {
      const match = /^([a-z]+)@(.+)$/.exec(positionals[0]!);
      if (!match) throw usageError('pin needs <remote>@<version>');
      const environment = required(values, 'env');
      const reason = required(values, 'reason');
      const result = await pinRelease(
        PATHS,
        {
          action: 'pin',
          environment,
          remote: asRemote(match[1]),
          version: match[2]!,
          reason,
          who: whoChanges(environment, values.by),
          dryRun,
        },
        requirements(),
      );
      console.log(
        `${dryRun ? 'dry run: ' : ''}${match[1]} ${would}pinned ${result.from} -> ${result.to} in ${environment}`,
      );
      return;
    }
    case 'promote': {
      const to = required(values, 'to');
      const results = await promote(
        PATHS,
        {
          from: required(values, 'from'),
          to,
          remotes: positionals.length ? positionals.map(asRemote) : [...REMOTE_NAMES],
          reason: required(values, 'reason'),
          who: whoChanges(to, values.by),
          dryRun,
        },
        requirements(),
      );
      for (const result of results)
        console.log(
          `${dryRun ? 'dry run: ' : ''}${result.remote} ${would}promoted ${result.from} -> ${result.to} in ${to}`,
        );
      if (!results.length) console.log('nothing to promote: the environments already match');
      return;
    }
    case 'rollback': {
      const remote = asRemote(positionals[0]);
      const environment = required(values, 'env');
      const result = await rollbackRelease(
        PATHS,
        {
          action: 'rollback',
          environment,
          remote,
          reason: required(values, 'reason'),
          who: whoChanges(environment, values.by),
          dryRun,
        },
        requirements(),
      );
      console.log(
        `${dryRun ? 'dry run: ' : ''}${remote} ${would}rolled back ${result.from} -> ${result.to} in ${environment}`,
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
