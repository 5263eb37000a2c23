// `pnpm remotes`: the ops command for independent delivery.
//   release <remote>                                   build and publish an immutable release (version+commit)
//   status [--env E]                                   environments by remotes: version, released when, previous
//   pin <remote>@<version> --env E --reason TEXT       check and pin a release
//   promote --from E1 --to E2 [remote...] --reason T   pin in E2 what E1 runs (all remotes by default)
//   rollback <remote> --env E --reason TEXT            go back to the pinned previous version
// Every refusal names its reason and writes nothing; every change goes to deploy/audit.log.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import {
  type DeployPaths,
  pinRelease,
  promote,
  publishRelease,
  readPins,
  readRelease,
  RefusalError,
  REMOTE_DIRS,
  rollbackRelease,
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

function flag(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

function positional(args: string[]): string[] {
  return args.filter((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'));
}

function asRemote(name: string | undefined): RemoteName {
  if (!name || !REMOTE_NAMES.includes(name as RemoteName)) {
    throw new RefusalError(`unknown remote "${name ?? ''}"; one of ${REMOTE_NAMES.join(', ')}`);
  }
  return name as RemoteName;
}

function who(): string {
  try {
    const name = execFileSync('git', ['config', 'user.name'], { cwd: ROOT, encoding: 'utf8' }).trim();
    if (name) return name;
  } catch {
    // no git identity
  }
  return process.env.USER ?? userInfo().username;
}

function required(value: string | undefined, what: string): string {
  if (!value) throw new RefusalError(`${what} is required`);
  return value;
}

const requirements = () => shellRequirements(path.join(ROOT, 'shared/package.json'));

async function main(args: string[]): Promise<void> {
  const [command, ...rest] = args;
  switch (command) {
    case 'release': {
      const remote = asRemote(positional(rest)[0]);
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
      await compile(dir as Parameters<typeof compile>[0]);
      const meta = publishRelease(PATHS, remote, version, path.join(ROOT, dir, 'dist'), commit);
      console.log(
        `released ${remote}@${version} (${meta.bytes} bytes, ${Object.keys(meta.files).length} files) in ${Date.now() - started} ms`,
      );
      console.log(`manifest ${meta.manifestIntegrity}`);
      return;
    }
    case 'status': {
      const only = flag(rest, 'env');
      const environments = only
        ? [only]
        : readdirSync(PATHS.environments)
            .filter((file) => file.endsWith('.json'))
            .map((file) => file.slice(0, -5));
      for (const environment of environments) {
        const pins = readPins(PATHS, environment);
        console.log(`${environment}:`);
        for (const remote of REMOTE_NAMES) {
          const pin = pins.remotes[remote];
          let released: string;
          try {
            released = readRelease(PATHS, remote, pin.version).releasedAt;
          } catch {
            // `pnpm start` builds the package version in place for local work: a dev build, not a release.
            released = existsSync(path.join(PATHS.store, REMOTE_DIRS[remote], pin.version))
              ? 'dev build'
              : 'not in store';
          }
          console.log(
            `  ${remote.padEnd(8)} ${pin.version.padEnd(22)} released ${released.padEnd(24)} previous ${pin.previous?.version ?? '-'}`,
          );
        }
      }
      return;
    }
    case 'pin': {
      const [target] = positional(rest);
      const match = /^([a-z]+)@(.+)$/.exec(target ?? '');
      if (!match) throw new RefusalError('usage: pnpm remotes pin <remote>@<version> --env E --reason TEXT');
      const result = await pinRelease(
        PATHS,
        {
          action: 'pin',
          environment: required(flag(rest, 'env'), '--env'),
          remote: asRemote(match[1]),
          version: match[2]!,
          reason: required(flag(rest, 'reason'), '--reason'),
          who: who(),
        },
        requirements(),
      );
      console.log(`pinned ${match[1]} ${result.from} -> ${result.to} in ${flag(rest, 'env')}`);
      return;
    }
    case 'promote': {
      const names = positional(rest);
      const results = await promote(
        PATHS,
        {
          from: required(flag(rest, 'from'), '--from'),
          to: required(flag(rest, 'to'), '--to'),
          remotes: names.length ? names.map(asRemote) : [...REMOTE_NAMES],
          reason: required(flag(rest, 'reason'), '--reason'),
          who: who(),
        },
        requirements(),
      );
      for (const result of results) console.log(`promoted ${result.remote} ${result.from} -> ${result.to}`);
      if (!results.length) console.log('nothing to promote: the environments already match');
      return;
    }
    case 'rollback': {
      const remote = asRemote(positional(rest)[0]);
      const environment = required(flag(rest, 'env'), '--env');
      const result = await rollbackRelease(
        PATHS,
        {
          action: 'rollback',
          environment,
          remote,
          reason: required(flag(rest, 'reason'), '--reason'),
          who: who(),
        },
        requirements(),
      );
      console.log(`rolled back ${remote} ${result.from} -> ${result.to} in ${environment}`);
      return;
    }
    default:
      throw new RefusalError(
        'usage: pnpm remotes release|status|pin|promote|rollback (see scripts/remotes.ts)',
      );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof RefusalError ? `refused: ${error.message}` : error);
    process.exit(error instanceof RefusalError ? 2 : 1);
  });
}
