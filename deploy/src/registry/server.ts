// The release registry: releases, the pins of every environment and the audit log, behind tokens with roles.
// Site servers poll an environment's pins (public, with its revision as the ETag); `pnpm remotes` releases,
// pins, promotes and rolls back through it. Every pin change runs the checks of releases.ts first, then writes
// the pins, the revision and the audit rows in one transaction. The HTTP contract is contract.ts.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { type Db, getRow, isDatabaseBusy, transaction } from '../../../platform-api/src/db/database.ts';
import { type PinFile, type PinnedRelease, REMOTE_NAMES, type RemoteName } from 'shared/pin-file';
import {
  checkReleaseForPin,
  DEV_VERSION_SUFFIX,
  isDevVersion,
  RefusalError,
  RELEASE_META,
  type ReleaseMeta,
  releaseDir,
  REMOTE_DIRS,
  sri,
  type StorePaths,
} from '../releases.ts';
import type {
  AuditRow,
  CanaryAnswer,
  ChangeAnswer,
  EnvironmentAnswer,
  ImportAnswer,
  PromoteAnswer,
  ReleaseRecord,
  Role,
  TokenCreated,
} from './contract.ts';
import { registerHealthRoutes } from './health.ts';
import { registerOpsPage } from './ops/routes.ts';
import { registerPreviewRoutes } from './previews.ts';
import { refusedChange, refusedRelease } from './rights.ts';
import {
  checkedPins,
  createToken,
  DEFAULT_PROTECTED_ENVIRONMENTS,
  ensureAdminToken,
  history,
  importEnvironment,
  insertRelease,
  isRole,
  listEnvironments,
  listReleases,
  listTokens,
  migrateRegistry,
  readEnvironment,
  readPinsText,
  readReleaseRecord,
  REGISTRY_PREPARE_LOCK,
  revokeToken,
  savePins,
  type StoredEnvironment,
  tokenOwner,
  TOKEN_NAME,
} from './store.ts';

export interface RegistryOptions {
  db: Db;
  /** The release store folder the registry writes uploads to and checks pins against. */
  store: string;
  /** deploy/allow-list.json: each environment's store URL and allowed origins. */
  allowList: string;
  /** The shell's singleton ranges and federation runtime (shellRequirements). */
  requirements: Record<string, string>;
  /** A registry without environments starts with the pin files here (deploy/environments). */
  initialPins?: string;
  /** Environments whose changes need `ops`; production by default. */
  protectedEnvironments?: string[];
  /** Where the admin token of a registry that has none is written (mode 600). */
  adminTokenFile?: string;
  /** The proxies whose X-Forwarded-For is believed (proxy-addr syntax); loopback by default. */
  trustProxy?: string;
  /** The clock of release health's hours (tests move it). */
  now?: () => number;
  logger?: boolean;
}

export class RegistryError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

const invalid = (message: string) => new RegistryError(400, 'registry.invalid', message);
const notFound = (message: string) => new RegistryError(404, 'registry.not_found', message);
const forbidden = (message: string) => new RegistryError(403, 'registry.forbidden', message);
const conflict = (message: string) => new RegistryError(409, 'registry.conflict', message);

/** A semantic version as pin files carry it, nothing that could name another folder. */
const VERSION = /^\d+\.\d+\.\d+([-+][0-9A-Za-z.-]+)?$/;
/** A file of a release: relative, forward slashes, no dot-segments. */
const FILE_PATH = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*$/;
/** The largest release upload (a remote's whole build, base64). */
const UPLOAD_LIMIT = 256 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    owner?: { name: string; role: Role };
  }
  interface FastifyContextConfig {
    /** Answered without a token (the pins every site server polls, health). */
    public?: boolean;
  }
}

function owner(request: FastifyRequest): { name: string; role: Role } {
  if (!request.owner) throw new RegistryError(401, 'registry.unauthenticated', 'a token is required');
  return request.owner;
}

function body(request: FastifyRequest): Record<string, unknown> {
  const value = request.body;
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw invalid('the body must be a JSON object');
  return value as Record<string, unknown>;
}

function text(fields: Record<string, unknown>, name: string, max = 500): string {
  const value = fields[name];
  if (typeof value !== 'string' || !value.trim()) throw invalid(`${name} is required`);
  if (value.length > max) throw invalid(`${name} is longer than ${max} characters`);
  return value.trim();
}

function flag(fields: Record<string, unknown>, name: string): boolean {
  const value = fields[name];
  if (value !== undefined && typeof value !== 'boolean') throw invalid(`${name} must be true or false`);
  return value === true;
}

function optionalRevision(fields: Record<string, unknown>): number | undefined {
  const value = fields.revision;
  if (value === undefined) return undefined;
  if (!Number.isSafeInteger(value) || (value as number) < 0) throw invalid('revision must be a whole number');
  return value as number;
}

function remoteOf(value: unknown): RemoteName {
  if (typeof value !== 'string' || !REMOTE_NAMES.includes(value as RemoteName)) {
    throw notFound(`unknown remote "${String(value)}"; one of ${REMOTE_NAMES.join(', ')}`);
  }
  return value as RemoteName;
}

const asMeta = (record: ReleaseRecord): ReleaseMeta => ({
  remote: record.remote,
  version: record.version,
  releasedAt: record.releasedAt,
  commit: record.commit,
  files: record.files,
  manifestIntegrity: record.manifestIntegrity,
  entryIntegrity: record.entryIntegrity,
  bytes: record.bytes,
  ...(record.federationRuntime ? { federationRuntime: record.federationRuntime } : {}),
});

/** What a manifest says a release exposes and shares (kept with the release). */
function manifestFacts(content: Buffer): Pick<ReleaseRecord, 'exposes' | 'shared'> {
  const manifest = JSON.parse(content.toString('utf8')) as {
    exposes?: { path?: unknown }[];
    shared?: { name?: unknown; version?: unknown; singleton?: unknown }[];
  };
  return {
    exposes: (manifest.exposes ?? []).map((expose) => String(expose.path)),
    shared: (manifest.shared ?? []).map((item) => ({
      name: String(item.name),
      version: String(item.version),
      singleton: item.singleton === true,
    })),
  };
}

/**
 * The audit rows that put a version in place as the pin. A rollout's rows (start, share, abort) and a preview link
 * leave the pin as it was.
 */
const movesPin = (row: AuditRow) =>
  ['pin', 'promote', 'rollback', 'import', 'canary-promote'].includes(row.action);

/** While a rollout of `remote` runs, its pin changes only through the rollout (promote or abort). */
function assertNoRollout(environment: StoredEnvironment, remote: RemoteName): void {
  const canary = environment.pins.remotes[remote].canary;
  if (canary) {
    throw conflict(
      `a rollout of ${remote} ${canary.version} runs in ${environment.name} (${canary.percent} %): promote or abort it first`,
    );
  }
}

/** The pins after `remote` moves to `release`, the release it replaces kept as the run-time fallback. */
function withPin(
  pins: PinFile,
  remote: RemoteName,
  release: PinnedRelease,
  previous: PinnedRelease | null,
): PinFile {
  return { ...pins, remotes: { ...pins.remotes, [remote]: { ...release, previous } } };
}

function withoutPrevious(pin: PinFile['remotes'][RemoteName]): PinnedRelease {
  const { previous: _previous, canary: _canary, ...release } = pin;
  return release;
}

export async function createRegistry(options: RegistryOptions): Promise<FastifyInstance> {
  const { db } = options;
  const paths: StorePaths = { store: options.store, allowList: options.allowList };
  await prepareRegistry(options);

  // Beacons arrive through site servers, which name the player's address; only theirs is believed (loopback by
  // default, REGISTRY_TRUST_PROXY for a fleet), for the per-address limit on beacons.
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? 'loopback',
    bodyLimit: 1024 * 1024,
  });

  // Every route but the public ones needs a token, checked before the body is read.
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public) return;
    const header = request.headers.authorization ?? '';
    const secret = /^Bearer (\S+)$/i.exec(header)?.[1];
    const found = secret ? await tokenOwner(db, secret) : undefined;
    if (!found) {
      throw new RegistryError(
        401,
        'registry.unauthenticated',
        secret
          ? 'the token is unknown or revoked'
          : 'a token is required (authorization: Bearer <REGISTRY_TOKEN>)',
      );
    }
    request.owner = found;
  });

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof RegistryError) {
      return reply.code(error.status).send({ error: { code: error.code, message: error.message } });
    }
    if (error instanceof RefusalError) {
      return reply.code(422).send({ error: { code: 'registry.refused', message: error.message } });
    }
    if (isDatabaseBusy(error)) {
      return reply
        .code(503)
        .header('retry-after', '1')
        .send({ error: { code: 'registry.busy', message: 'the registry database is busy; try again' } });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ error: { code: 'registry.invalid', message: (error as Error).message } });
    }
    reply.log.error(error);
    return reply.code(500).send({ error: { code: 'registry.error', message: 'the registry failed' } });
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ error: { code: 'registry.not_found', message: `no route ${request.method} ${request.url}` } }),
  );

  const environment = async (name: string, forUpdate = false) => {
    const found = await readEnvironment(db, name, forUpdate);
    if (!found) throw notFound(`unknown environment "${name}"`);
    return found;
  };

  /** Every check of a pin (releases.ts), against the registry's record of the release. */
  const checkForPin = async (remote: RemoteName, version: string, environmentName: string) => {
    if (isDevVersion(version)) {
      // A development build is rebuilt in place by `pnpm start`: it has no record, its release.json is read.
      return checkReleaseForPin(paths, remote, version, environmentName, options.requirements);
    }
    const record = await readReleaseRecord(db, remote, version);
    if (!record) throw new RefusalError(`release ${remote}@${version} is not in the registry`);
    return checkReleaseForPin(paths, remote, version, environmentName, options.requirements, asMeta(record));
  };

  app.get('/health', { config: { public: true } }, async () => {
    await getRow(db, 'SELECT 1');
    return { status: 'ok', database: db.kind };
  });

  app.get<{ Params: { env: string } }>(
    '/environments/:env/pins',
    { config: { public: true } },
    async (request, reply) => {
      const pins = await readPinsText(db, request.params.env);
      if (!pins) throw notFound(`unknown environment "${request.params.env}"`);
      const etag = `"${pins.revision}"`;
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(pins.text);
    },
  );

  app.get('/whoami', async (request) => owner(request));

  app.get('/environments', async () => ({ environments: await listEnvironments(db) }));

  app.get<{ Params: { env: string } }>('/environments/:env', async (request): Promise<EnvironmentAnswer> => {
    const found = await environment(request.params.env);
    const rows = await history(db, found.name);
    const pinned: EnvironmentAnswer['pinned'] = {};
    for (const remote of REMOTE_NAMES) {
      const row = rows.findLast(
        (each) => each.remote === remote && movesPin(each) && each.to === found.pins.remotes[remote].version,
      );
      if (row) pinned[remote] = row;
    }
    return { ...found, pinned };
  });

  app.get<{ Params: { env: string }; Querystring: { remote?: string } }>(
    '/environments/:env/history',
    async (request) => {
      const found = await environment(request.params.env);
      const remote = request.query.remote === undefined ? undefined : remoteOf(request.query.remote);
      return { rows: await history(db, found.name, remote) };
    },
  );

  app.get<{ Params: { remote: string } }>('/releases/:remote', async (request) => ({
    releases: await listReleases(db, remoteOf(request.params.remote)),
  }));

  app.get<{ Params: { remote: string; version: string } }>('/releases/:remote/:version', async (request) => {
    const remote = remoteOf(request.params.remote);
    const record = await readReleaseRecord(db, remote, request.params.version);
    if (!record) throw notFound(`release ${remote}@${request.params.version} is not in the registry`);
    return record;
  });

  app.put<{ Params: { remote: string; version: string } }>(
    '/releases/:remote/:version',
    { bodyLimit: UPLOAD_LIMIT },
    async (request, reply) => {
      const who = owner(request);
      const remote = remoteOf(request.params.remote);
      const { version } = request.params;
      const rule = refusedRelease(who.role, remote);
      if (rule) throw forbidden(rule);
      if (!VERSION.test(version)) throw invalid(`"${version}" is not a semantic version`);
      if (isDevVersion(version)) {
        throw new RefusalError(
          `${remote}@${version}: versions ending in ${DEV_VERSION_SUFFIX} are development builds`,
        );
      }
      const fields = body(request);
      const commit = text(fields, 'commit', 64);
      const federationRuntime = text(fields, 'federationRuntime', 64);
      const files = fields.files;
      if (!files || typeof files !== 'object' || Array.isArray(files))
        throw invalid('files must be an object');
      if (await readReleaseRecord(db, remote, version)) {
        throw new RegistryError(
          409,
          'registry.exists',
          `${remote}@${version} already exists: releases are never overwritten`,
        );
      }
      const contents = new Map<string, Buffer>();
      const hashes: Record<string, string> = {};
      for (const [file, entry] of Object.entries(files as Record<string, unknown>)) {
        if (!FILE_PATH.test(file) || file === RELEASE_META)
          throw invalid(`"${file}" is not a file name a release may have`);
        const { integrity, content } = (entry ?? {}) as { integrity?: unknown; content?: unknown };
        if (typeof integrity !== 'string' || typeof content !== 'string') {
          throw invalid(`${file} needs its integrity and its content (base64)`);
        }
        const bytes = Buffer.from(content, 'base64');
        // Checked on arrival: what is stored is exactly what the releaser hashed.
        if (sri(bytes) !== integrity) {
          throw new RegistryError(
            422,
            'registry.integrity',
            `${file} does not match its hash (${integrity})`,
          );
        }
        contents.set(file, bytes);
        hashes[file] = integrity;
      }
      const manifest = contents.get('mf-manifest.json');
      if (!manifest) throw new RefusalError(`${remote}@${version} has no mf-manifest.json`);
      let facts: Pick<ReleaseRecord, 'exposes' | 'shared'>;
      try {
        facts = manifestFacts(manifest);
      } catch {
        throw new RefusalError(`${remote}@${version}: mf-manifest.json does not parse`);
      }
      const record: ReleaseRecord = {
        remote,
        version,
        commit,
        releasedAt: new Date().toISOString(),
        releasedBy: who.name,
        files: hashes,
        manifestIntegrity: hashes['mf-manifest.json']!,
        entryIntegrity: hashes['remoteEntry.js'] ?? '',
        bytes: [...contents.values()].reduce((sum, bytes) => sum + bytes.length, 0),
        federationRuntime,
        ...facts,
      };
      // The folder appears whole: written beside its place, then renamed (which fails if the version is there).
      const target = releaseDir(paths, remote, version);
      const staging = `${target}.tmp-upload-${randomBytes(6).toString('hex')}`;
      try {
        for (const [file, bytes] of contents) {
          mkdirSync(path.dirname(path.join(staging, file)), { recursive: true });
          writeFileSync(path.join(staging, file), bytes);
        }
        writeFileSync(path.join(staging, RELEASE_META), `${JSON.stringify(asMeta(record), null, 2)}\n`);
        if (existsSync(target))
          throw new RegistryError(409, 'registry.exists', `${remote}@${version} already exists in the store`);
        renameSync(staging, target);
      } finally {
        rmSync(staging, { recursive: true, force: true });
      }
      if (!(await insertRelease(db, record))) {
        rmSync(target, { recursive: true, force: true });
        throw new RegistryError(
          409,
          'registry.exists',
          `${remote}@${version} already exists: releases are never overwritten`,
        );
      }
      return reply.code(201).send(record);
    },
  );

  /**
   * What every change of one remote's pin in one environment is asked with (pin, rollback, rollouts): the token's
   * owner, the environment, the remote, the reason, a dry run, the revision read; refused here when the token's
   * role may not change that remote there.
   */
  const changeRequest = async (request: FastifyRequest<{ Params: { env: string } }>) => {
    const who = owner(request);
    const fields = body(request);
    const found = await environment(request.params.env);
    const remote = remoteOf(fields.remote);
    const reason = text(fields, 'reason');
    const dryRun = flag(fields, 'dryRun');
    const expected = optionalRevision(fields);
    const rule = refusedChange(who.role, remote, found);
    if (rule) throw forbidden(rule);
    return { who, fields, found, remote, reason, dryRun, expected };
  };

  /**
   * Writes one remote's change of pins: a dry run answers it from what was read; otherwise it is computed again on
   * the environment's row under its lock and written with the next revision and its audit row. `change` refuses
   * (throws) when the state it needs is gone.
   */
  const writeChange = async (input: {
    found: StoredEnvironment;
    remote: RemoteName;
    action: AuditRow['action'];
    who: string;
    reason: string;
    dryRun: boolean;
    expected?: number;
    change: (latest: StoredEnvironment) => { from: string; to: string; pins: PinFile };
    percent?: number;
    figures?: Record<string, number>;
  }): Promise<ChangeAnswer> => {
    const { found, remote, expected, dryRun } = input;
    const checked = (latest: StoredEnvironment) => {
      if (expected !== undefined && latest.revision !== expected) throw staleRevision(latest, expected);
      return input.change(latest);
    };
    if (dryRun) {
      const { from, to } = checked(found);
      return { remote, from, to, revision: found.revision, dryRun };
    }
    return transaction(db, async () => {
      const latest = await environment(found.name, true);
      const { from, to, pins } = checked(latest);
      const revision = await savePins(db, latest, pins, [
        {
          who: input.who,
          action: input.action,
          environment: latest.name,
          remote,
          from,
          to,
          reason: input.reason,
          ...(input.percent === undefined ? {} : { percent: input.percent }),
          ...(input.figures ? { figures: input.figures } : {}),
        },
      ]);
      return { remote, from, to, revision, dryRun };
    });
  };

  app.post<{ Params: { env: string } }>('/environments/:env/pin', async (request): Promise<ChangeAnswer> => {
    const { who, fields, found, remote, reason, dryRun, expected } = await changeRequest(request);
    const version = text(fields, 'version', 100);
    const release = await checkForPin(remote, version, found.name);
    return writeChange({
      found,
      remote,
      action: 'pin',
      who: who.name,
      reason,
      dryRun,
      expected,
      change: (latest) => {
        const current = latest.pins.remotes[remote];
        if (current.version === version)
          throw conflict(`${remote} is already at ${version} in ${latest.name}`);
        assertNoRollout(latest, remote);
        return {
          from: current.version,
          to: version,
          pins: withPin(latest.pins, remote, release, withoutPrevious(current)),
        };
      },
    });
  });

  app.post<{ Params: { env: string } }>(
    '/environments/:env/rollback',
    async (request): Promise<ChangeAnswer> => {
      const { who, found, remote, reason, dryRun, expected } = await changeRequest(request);
      const previous = found.pins.remotes[remote].previous;
      if (!previous) throw conflict(`${remote} has no previous version to roll back to in ${found.name}`);
      const release = await checkForPin(remote, previous.version, found.name);
      // The release before the previous one becomes the new fallback, so the run-time fallback never returns to the
      // release rolled back.
      const before = (await history(db, found.name, remote))
        .reverse()
        .find(
          (row) => movesPin(row) && row.to === previous.version && row.from && row.from !== previous.version,
        )?.from;
      let beforeRelease: PinnedRelease | null = null;
      if (before) beforeRelease = await checkForPin(remote, before, found.name).catch(() => null);
      return writeChange({
        found,
        remote,
        action: 'rollback',
        who: who.name,
        reason,
        dryRun,
        expected,
        change: (latest) => {
          const current = latest.pins.remotes[remote];
          if (current.previous?.version !== previous.version) {
            throw conflict(`${remote} changed in ${latest.name} meanwhile; run rollback again`);
          }
          assertNoRollout(latest, remote);
          return {
            from: current.version,
            to: previous.version,
            pins: withPin(latest.pins, remote, release, beforeRelease),
          };
        },
      });
    },
  );

  app.post('/promote', async (request): Promise<PromoteAnswer> => {
    const who = owner(request);
    const fields = body(request);
    const source = await environment(text(fields, 'from', 64));
    const target = await environment(text(fields, 'to', 64));
    const reason = text(fields, 'reason');
    const dryRun = flag(fields, 'dryRun');
    if (fields.remotes !== undefined && !Array.isArray(fields.remotes))
      throw invalid('remotes must be a list');
    const named = ((fields.remotes as unknown[] | undefined) ?? []).map(remoteOf);
    const remotes = named.length ? [...new Set(named)] : [...REMOTE_NAMES];
    for (const remote of remotes) {
      const rule = refusedChange(who.role, remote, target);
      if (rule) throw forbidden(rule);
    }
    // Every release is checked before anything is written: a promotion applies whole or not at all.
    const releases = new Map<RemoteName, PinnedRelease>();
    for (const remote of remotes) {
      releases.set(remote, await checkForPin(remote, source.pins.remotes[remote].version, target.name));
    }
    const plan = (latest: StoredEnvironment) =>
      remotes
        .filter((remote) => {
          if (latest.pins.remotes[remote].version !== releases.get(remote)!.version)
            assertNoRollout(latest, remote);
          return true;
        })
        .filter((remote) => latest.pins.remotes[remote].version !== releases.get(remote)!.version)
        .map((remote) => ({
          remote,
          from: latest.pins.remotes[remote].version,
          to: releases.get(remote)!.version,
        }));
    if (dryRun) return { changes: plan(target), revision: target.revision, dryRun };
    return transaction(db, async () => {
      const latest = await environment(target.name, true);
      const changes = plan(latest);
      if (!changes.length) return { changes, revision: latest.revision, dryRun };
      let pins = latest.pins;
      for (const { remote } of changes) {
        pins = withPin(pins, remote, releases.get(remote)!, withoutPrevious(latest.pins.remotes[remote]));
      }
      const revision = await savePins(
        db,
        latest,
        pins,
        changes.map((each) => ({
          ...each,
          who: who.name,
          action: 'promote' as const,
          environment: latest.name,
          reason,
        })),
      );
      return { changes, revision, dryRun };
    });
  });

  /** A change to a rollout, checked and written like a pin: the same rights, the row lock, one audit row. */
  /**
   * Changes a rollout, checked and written like a pin: the row lock, the revision, one audit row. `version` is the
   * candidate to start or widen; promote and abort act on the rollout running.
   */
  const changeRollout = async (input: {
    environment: StoredEnvironment;
    remote: RemoteName;
    action: 'canary' | 'canary-promote' | 'canary-abort';
    version?: string;
    percent?: number;
    who: string;
    reason: string;
    dryRun?: boolean;
    expected?: number;
    figures?: Record<string, number>;
    /** Only this rollout (an automatic abort acts on the one it measured, never on a newer one). */
    rollout?: string;
  }): Promise<CanaryAnswer> => {
    const { environment: found, remote, action, who, reason, expected, dryRun = false } = input;
    const percent = action === 'canary' ? input.percent! : 0;
    const running = found.pins.remotes[remote].canary;
    if (action !== 'canary' && !running) throw conflict(`no rollout of ${remote} runs in ${found.name}`);
    const version = action === 'canary' ? input.version! : running!.version;
    // The candidate passes every pin check, again at each change of its share and before it becomes the pin.
    const release = action === 'canary-abort' ? undefined : await checkForPin(remote, version, found.name);
    const answer = await writeChange({
      found,
      remote,
      action,
      who,
      reason,
      dryRun,
      expected,
      percent,
      ...(input.figures ? { figures: input.figures } : {}),
      change: (latest) => {
        const current = latest.pins.remotes[remote];
        const running = current.canary ?? null;
        if (input.rollout && running?.rollout !== input.rollout) {
          throw conflict(`the rollout ${input.rollout} of ${remote} is over`);
        }
        if (action === 'canary') {
          if (running && running.version !== version) {
            throw conflict(
              `a rollout of ${remote} ${running.version} runs in ${latest.name}: promote or abort it before another`,
            );
          }
          if (running?.percent === percent)
            throw conflict(`the rollout of ${remote} ${version} is at ${percent} % already`);
          if (current.version === version)
            throw conflict(`${remote} is already at ${version} in ${latest.name}`);
          const canary = {
            ...release!,
            percent,
            rollout: running?.rollout ?? `${remote}-${version}-${randomBytes(4).toString('hex')}`,
          };
          return {
            from: current.version,
            to: version,
            pins: { ...latest.pins, remotes: { ...latest.pins.remotes, [remote]: { ...current, canary } } },
          };
        }
        if (!running || running.version !== version)
          throw conflict(`the rollout of ${remote} changed meanwhile`);
        const { canary: _canary, ...pinned } = current;
        if (action === 'canary-abort') {
          return {
            from: version,
            to: current.version,
            pins: { ...latest.pins, remotes: { ...latest.pins.remotes, [remote]: pinned } },
          };
        }
        return {
          from: current.version,
          to: version,
          pins: withPin(latest.pins, remote, release!, withoutPrevious(current)),
        };
      },
    });
    return { ...answer, percent };
  };

  const rolloutChange = async (
    request: FastifyRequest<{ Params: { env: string } }>,
    action: 'canary' | 'canary-promote' | 'canary-abort',
  ): Promise<CanaryAnswer> => {
    const { who, fields, found, remote, reason, dryRun, expected } = await changeRequest(request);
    if (action !== 'canary') {
      return changeRollout({ environment: found, remote, action, who: who.name, reason, dryRun, expected });
    }
    const version = text(fields, 'version', 100);
    const percent = fields.percent as number;
    if (!Number.isInteger(percent) || percent < 1 || percent > 100) {
      throw invalid('percent must be a whole number from 1 to 100');
    }
    return changeRollout({
      environment: found,
      remote,
      action,
      version,
      percent,
      who: who.name,
      reason,
      dryRun,
      expected,
    });
  };

  app.post<{ Params: { env: string } }>('/environments/:env/canary', (request) =>
    rolloutChange(request, 'canary'),
  );
  app.post<{ Params: { env: string } }>('/environments/:env/canary/promote', (request) =>
    rolloutChange(request, 'canary-promote'),
  );
  app.post<{ Params: { env: string } }>('/environments/:env/canary/abort', (request) =>
    rolloutChange(request, 'canary-abort'),
  );

  // The ops page: public files; every call it makes carries the operator's token and meets the same checks.
  registerOpsPage(app);

  registerHealthRoutes(app, {
    db,
    environment,
    now: options.now,
    abort: (found, remote, rollout, reason, figures) =>
      changeRollout({
        environment: found,
        remote,
        action: 'canary-abort',
        who: 'registry',
        reason,
        figures,
        rollout,
      }),
    mayManage: (request) => {
      const role = owner(request).role;
      if (role !== 'admin' && role !== 'ops')
        throw forbidden('setting the thresholds of automatic aborts needs the ops role');
    },
  });

  registerPreviewRoutes(app, {
    db,
    environment,
    checkForPin,
    mayChange: (request, remote, found) => {
      const who = owner(request);
      const rule = refusedChange(who.role, remote, found);
      if (rule) throw forbidden(rule);
      return who;
    },
    error: (status, code, message) => new RegistryError(status, code, message),
    now: options.now,
  });

  const adminOnly = (request: FastifyRequest) => {
    const who = owner(request);
    if (who.role !== 'admin') throw forbidden('managing tokens needs the admin role');
    return who;
  };

  app.get('/tokens', async (request) => {
    adminOnly(request);
    return { tokens: await listTokens(db) };
  });

  app.post('/tokens', async (request, reply) => {
    const who = adminOnly(request);
    const fields = body(request);
    const name = text(fields, 'name', 64);
    if (!TOKEN_NAME.test(name))
      throw invalid('a token name is letters, digits, ".", "_" or "-" (64 at most)');
    if (!isRole(fields.role))
      throw invalid(`role must be admin, ops or team:<remote> (${REMOTE_NAMES.join(', ')})`);
    const secret = await createToken(db, name, fields.role, who.name);
    if (!secret) throw new RegistryError(409, 'registry.exists', `a token named ${name} exists`);
    return reply.code(201).send({ name, role: fields.role, secret } satisfies TokenCreated);
  });

  app.delete<{ Params: { name: string } }>('/tokens/:name', async (request) => {
    adminOnly(request);
    const revokedAt = await revokeToken(db, request.params.name);
    if (!revokedAt) throw notFound(`no token named ${request.params.name}`);
    return { name: request.params.name, revokedAt };
  });

  app.post('/import', { bodyLimit: 16 * 1024 * 1024 }, async (request): Promise<ImportAnswer> => {
    const who = owner(request);
    if (who.role !== 'admin' && who.role !== 'ops') throw forbidden('importing pins needs the ops role');
    const fields = body(request);
    const documents = fields.environments;
    if (!documents || typeof documents !== 'object' || Array.isArray(documents)) {
      throw invalid('environments must be an object of pin files by environment');
    }
    const environments = Object.entries(documents as Record<string, unknown>).map(([name, document]) => {
      if (!/^[a-z][a-z0-9-]{0,31}$/.test(name)) throw invalid(`invalid environment name "${name}"`);
      try {
        return { name, pins: checkedPins(name, document) };
      } catch (error) {
        throw invalid(`the pin file of ${name}: ${(error as Error).message}`);
      }
    });
    if (fields.audit !== undefined && !Array.isArray(fields.audit)) throw invalid('audit must be a list');
    const audit = ((fields.audit as unknown[] | undefined) ?? []).map((row, index) =>
      checkedAuditRow(row, index),
    );
    return transaction(db, async () => {
      const known = new Set((await listEnvironments(db)).map((each) => each.name));
      for (const { name, pins } of environments) {
        await importEnvironment(db, name, pins, isProtected(name), who.name, 'imported pin file');
        known.add(name);
      }
      for (const row of audit) {
        if (!known.has(row.environment))
          throw invalid(`the audit names the unknown environment "${row.environment}"`);
      }
      // The rows keep their own times, so history lists them before the import.
      for (const name of new Set(audit.map((row) => row.environment))) {
        const latest = await environment(name, true);
        await savePins(
          db,
          latest,
          latest.pins,
          audit.filter((row) => row.environment === name),
        );
      }
      return { environments: environments.map((each) => each.name), auditRows: audit.length };
    });
  });

  const isProtected = (name: string) =>
    (options.protectedEnvironments ?? DEFAULT_PROTECTED_ENVIRONMENTS).includes(name);

  return app;
}

function staleRevision(latest: StoredEnvironment, expected: number): RegistryError {
  return new RegistryError(
    409,
    'registry.stale_revision',
    `${latest.name} is at revision ${latest.revision}, not ${expected}: read it again; nothing was written`,
  );
}

function checkedAuditRow(value: unknown, index: number): AuditRow {
  const row = (value ?? {}) as Record<string, unknown>;
  const where = `audit row ${index + 1}`;
  const string = (name: string) => {
    if (typeof row[name] !== 'string') throw invalid(`${where}: ${name} must be a string`);
    return row[name];
  };
  if (!['pin', 'promote', 'rollback'].includes(String(row.action))) throw invalid(`${where}: unknown action`);
  const at = string('at');
  if (Number.isNaN(Date.parse(at))) throw invalid(`${where}: at is not a time`);
  return {
    at,
    who: string('who'),
    action: row.action as AuditRow['action'],
    environment: string('environment'),
    remote: remoteOf(row.remote),
    from: row.from === null ? null : string('from'),
    to: string('to'),
    reason: string('reason'),
    revision: 0,
    percent: null,
    figures: null,
  };
}

/**
 * Brings a registry's database up to date: the schema, the initial pins of a registry without environments, the
 * releases found in the store that it has no record of (a store filled before the registry), and an admin token.
 */
export async function prepareRegistry(options: RegistryOptions): Promise<{ adminTokenWritten?: string }> {
  const { db } = options;
  await migrateRegistry(db);
  const protectedNames = options.protectedEnvironments ?? DEFAULT_PROTECTED_ENVIRONMENTS;
  if (options.initialPins && existsSync(options.initialPins)) {
    await transaction(db, async () => {
      await getRow(db, 'SELECT pg_advisory_xact_lock(?)', REGISTRY_PREPARE_LOCK);
      if ((await listEnvironments(db)).length) return;
      for (const file of readdirSync(options.initialPins!)
        .filter((each) => each.endsWith('.json'))
        .sort()) {
        const name = file.slice(0, -'.json'.length);
        const pins = checkedPins(
          name,
          JSON.parse(readFileSync(path.join(options.initialPins!, file), 'utf8')),
        );
        await importEnvironment(
          db,
          name,
          pins,
          protectedNames.includes(name),
          'registry',
          `initial pins from ${file}`,
        );
      }
    });
  }
  for (const remote of REMOTE_NAMES) {
    const folder = path.join(options.store, REMOTE_DIRS[remote]);
    if (!existsSync(folder)) continue;
    for (const version of readdirSync(folder)) {
      if (!VERSION.test(version) || isDevVersion(version)) continue;
      if (await readReleaseRecord(db, remote, version)) continue;
      try {
        const meta = JSON.parse(
          readFileSync(path.join(folder, version, RELEASE_META), 'utf8'),
        ) as ReleaseMeta;
        const manifest = readFileSync(path.join(folder, version, 'mf-manifest.json'));
        await insertRelease(db, {
          remote,
          version,
          commit: meta.commit,
          releasedAt: meta.releasedAt,
          releasedBy: '-',
          files: meta.files,
          manifestIntegrity: meta.manifestIntegrity,
          entryIntegrity: meta.entryIntegrity,
          bytes: meta.bytes,
          federationRuntime: meta.federationRuntime ?? null,
          ...manifestFacts(manifest),
        });
      } catch {
        // A folder without a readable release.json or manifest is no release; pins of it are refused.
      }
    }
  }
  const written = options.adminTokenFile ? await ensureAdminToken(db, options.adminTokenFile) : undefined;
  return written ? { adminTokenWritten: written } : {};
}
