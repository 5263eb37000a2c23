// Preview links: a token, signed with the registry's Ed25519 key, that lets one browser run one release of one remote
// in one environment until it expires. Whoever may pin the remote there may make one, and only for a release that
// passes every pin check; the pins do not change, and the audit records who made the link. Site servers verify
// tokens with the public key (GET /previews/key), so they keep honouring links while the registry is away.
import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Db, getRow, run, transaction } from '../../../platform-api/src/db/database.ts';
import { type PinnedRelease, REMOTE_NAMES, type RemoteName } from 'shared/pin-file';
import { PREVIEW_TTL, signPreview } from '../preview-token.ts';
import type { PreviewAnswer, PreviewKeyAnswer, Role } from './contract.ts';
import { type StoredEnvironment, writeAuditRows } from './store.ts';

export interface PreviewRoutes {
  db: Db;
  /** The environment by name (404 when unknown), locked for the transaction when `forUpdate`. */
  environment: (name: string, forUpdate?: boolean) => Promise<StoredEnvironment>;
  /** Every check of a pin; the release as it would be pinned. */
  checkForPin: (remote: RemoteName, version: string, environment: string) => Promise<PinnedRelease>;
  /** The token's owner when it may change `remote` in `environment` (the rights of a pin); throws 403 otherwise. */
  mayChange: (
    request: FastifyRequest,
    remote: RemoteName,
    environment: StoredEnvironment,
  ) => { name: string; role: Role };
  /** One of the registry's errors (`{ error: { code, message } }` with its status). */
  error: (status: number, code: string, message: string) => Error;
  /** The clock of expiry times (tests move it). */
  now?: () => number;
}

interface KeyRow {
  public_key: string;
  private_key: string;
}

/**
 * The registry's signing key: the one stored, or a new pair stored first. Two instances starting at once both try
 * to insert row 1; one wins and both read it.
 */
async function loadKeys(db: Db): Promise<{ publicKey: string; privateKey: KeyObject }> {
  const read = () =>
    getRow<KeyRow>(db, 'SELECT public_key, private_key FROM registry.preview_keys WHERE id = 1');
  let row = await read();
  if (!row) {
    const pair = generateKeyPairSync('ed25519', {
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    await run(
      db,
      `INSERT INTO registry.preview_keys (id, public_key, private_key, created_at) VALUES (1, ?, ?, ?)
       ON CONFLICT (id) DO NOTHING`,
      pair.publicKey,
      pair.privateKey,
      new Date().toISOString(),
    );
    row = (await read())!;
  }
  return { publicKey: row.public_key, privateKey: createPrivateKey(row.private_key) };
}

export function registerPreviewRoutes(app: FastifyInstance, routes: PreviewRoutes): void {
  const { db, error } = routes;
  const now = routes.now ?? (() => Date.now());
  let keys: Promise<{ publicKey: string; privateKey: KeyObject }> | undefined;
  const signingKeys = () => {
    keys ??= loadKeys(db).catch((failure: unknown) => {
      keys = undefined;
      throw failure;
    });
    return keys;
  };

  app.get('/previews/key', { config: { public: true } }, async (_request, reply) => {
    const answer: PreviewKeyAnswer = { algorithm: 'Ed25519', publicKey: (await signingKeys()).publicKey };
    return reply.header('cache-control', 'no-cache').send(answer);
  });

  app.post<{ Params: { env: string } }>('/environments/:env/previews', async (request, reply) => {
    const fields = (request.body ?? {}) as Record<string, unknown>;
    if (typeof fields !== 'object' || Array.isArray(fields))
      throw error(400, 'registry.invalid', 'the body must be a JSON object');
    const found = await routes.environment(request.params.env);
    if (!REMOTE_NAMES.includes(fields.remote as RemoteName)) {
      throw error(
        404,
        'registry.not_found',
        `unknown remote "${String(fields.remote)}"; one of ${REMOTE_NAMES.join(', ')}`,
      );
    }
    const remote = fields.remote as RemoteName;
    const version = fields.version;
    if (typeof version !== 'string' || !version.trim() || version.length > 100)
      throw error(400, 'registry.invalid', 'version is required');
    const ttl = fields.ttlSeconds;
    if (!Number.isInteger(ttl) || (ttl as number) < PREVIEW_TTL.min || (ttl as number) > PREVIEW_TTL.max) {
      throw error(
        400,
        'registry.invalid',
        `ttlSeconds must be a whole number from ${PREVIEW_TTL.min} (a minute) to ${PREVIEW_TTL.max} (7 days)`,
      );
    }
    const who = routes.mayChange(request, remote, found);
    const release = await routes.checkForPin(remote, version, found.name);
    if (found.pins.remotes[remote].version === version) {
      throw error(409, 'registry.conflict', `${remote} runs ${version} in ${found.name} already`);
    }
    const exp = Math.floor(now() / 1000) + (ttl as number);
    const expiresAt = new Date(exp * 1000).toISOString();
    const token = signPreview(
      {
        env: found.name,
        remote,
        version: release.version,
        manifest: release.manifest,
        ...(release.integrity ? { integrity: release.integrity } : {}),
        ...(release.entryIntegrity ? { entryIntegrity: release.entryIntegrity } : {}),
        exp,
      },
      (await signingKeys()).privateKey,
    );
    // The pins stay as they are: the row names the revision they are at, under the environment's lock so that it
    // is the revision players run beside the link.
    await transaction(db, async () => {
      const latest = await routes.environment(found.name, true);
      await writeAuditRows(db, latest.name, latest.revision, [
        {
          who: who.name,
          action: 'preview',
          environment: latest.name,
          remote,
          from: latest.pins.remotes[remote].version,
          to: version,
          reason: `preview link until ${expiresAt}`,
        },
      ]);
    });
    const answer: PreviewAnswer = { token, expiresAt, remote, version };
    return reply.code(201).send(answer);
  });
}
