// `node deploy/src/registry/main.ts`: the release registry. With DATABASE_URL it keeps its data in that PostgreSQL
// database (schema `registry`, beside the platform API's tables); without it, in an embedded database in
// REGISTRY_DATA_DIR (default deploy/.data/registry). Uploaded releases are written to RELEASE_STORE (default
// releases/), which the release store origin serves. A registry without an admin token writes one to
// REGISTRY_ADMIN_TOKEN_FILE (default <REGISTRY_DATA_DIR>/admin-token) and says where. `--reset` empties the
// registry and exits (tests start from the pin files).
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../../platform-api/src/db/database.ts';
import { shellRequirements } from '../releases.ts';
import { REGISTRY_DEFAULT_PORT } from './contract.ts';
import { createRegistry } from './server.ts';
import { dropRegistry } from './store.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface RegistryConfig {
  host: string;
  port: number;
  databaseUrl?: string;
  dataDir: string;
  store: string;
  allowList: string;
  initialPins: string;
  adminTokenFile: string;
  protectedEnvironments: string[];
  /** The site servers' addresses, whose X-Forwarded-For names the player behind a beacon. */
  trustProxy: string;
}

export function registryConfigFromEnv(env: NodeJS.ProcessEnv = process.env): RegistryConfig {
  const dataDir = path.resolve(env.REGISTRY_DATA_DIR ?? path.join(ROOT, 'deploy/.data/registry'));
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.REGISTRY_PORT ?? REGISTRY_DEFAULT_PORT),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    store: path.resolve(env.RELEASE_STORE ?? path.join(ROOT, 'releases')),
    allowList: path.resolve(env.ALLOW_LIST ?? path.join(ROOT, 'deploy/allow-list.json')),
    initialPins: path.resolve(env.INITIAL_PINS ?? path.join(ROOT, 'deploy/environments')),
    adminTokenFile: path.resolve(env.REGISTRY_ADMIN_TOKEN_FILE ?? path.join(dataDir, 'admin-token')),
    protectedEnvironments: (env.PROTECTED_ENVIRONMENTS ?? 'production')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    trustProxy: env.REGISTRY_TRUST_PROXY ?? 'loopback',
  };
}

async function main(config: RegistryConfig, reset: boolean): Promise<void> {
  if (reset && !config.databaseUrl) {
    rmSync(config.dataDir, { recursive: true, force: true });
    console.log(`[registry] reset: removed ${config.dataDir}`);
    return;
  }
  let db;
  try {
    if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
    db = await openDatabase(
      config.databaseUrl
        ? { url: config.databaseUrl, poolSize: 4 }
        : { dataDir: path.join(config.dataDir, 'db') },
    );
  } catch (error) {
    console.error(`registry: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  if (reset) {
    await dropRegistry(db);
    await db.close();
    console.log(`[registry] reset: dropped the registry schema of ${db.location}`);
    return;
  }
  const app = await createRegistry({
    db,
    store: config.store,
    allowList: config.allowList,
    requirements: shellRequirements(path.join(ROOT, 'shared/package.json')),
    initialPins: config.initialPins,
    protectedEnvironments: config.protectedEnvironments,
    adminTokenFile: config.adminTokenFile,
    trustProxy: config.trustProxy,
  });
  app.addHook('onClose', () => db.close());
  const close = () => {
    void app.close().then(() => process.exit(0));
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ host: config.host, port: config.port });
  console.log(
    `[registry] http://${config.host}:${config.port}/  (data: ${db.location}, store: ${config.store})`,
  );
  console.log(`[registry] admin token: ${config.adminTokenFile}`);
}

if (process.argv[1] === import.meta.filename) {
  await main(registryConfigFromEnv(), process.argv.includes('--reset'));
}
