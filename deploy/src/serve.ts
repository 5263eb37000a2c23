// Serves an existing build: the site (:8080, shell + the environment's pins + API proxy) and the release store
// (:8081). `pnpm start` calls serveSite after building and starting the registry and the API; it can also run on
// its own (`node deploy/src/serve.ts`) beside a release registry at REGISTRY_URL and an API at API_ORIGIN: one
// origin, or several instances of the API on one database, comma-separated
// (`API_ORIGIN=http://127.0.0.1:8090,http://127.0.0.1:8091`), taken in turn. startSite is one site server alone
// (`pnpm serve:site`, serve-site.ts). The API's development paths (/dev/) are proxied only with
// API_MODE=development, the variable that puts the API itself in development mode.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createPinFeed } from './pin-feed.ts';
import { createSitePreviews, followPreviewKey } from './previews.ts';
import { REGISTRY_DEFAULT_PORT } from './registry/contract.ts';
import { createReleaseStore, createSiteServer, parseApiOrigins, proxiedPrefixes } from './site-server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServeOptions {
  host: string;
  sitePort: number;
  storePort: number;
  environment: string;
  /** The platform API's origin, or its instances' origins separated by commas (API_ORIGIN). */
  apiOrigin: string;
  /** The API runs in development mode: its /dev/ paths are proxied too. */
  development: boolean;
  /** The release registry the site follows its environment's pins from (REGISTRY_URL). */
  registryUrl: string;
  /** Where the site keeps the last pins it had, for a restart while the registry is away (PIN_CACHE_FILE). */
  pinCacheFile: string;
  /** Where it keeps the registry's key for preview links, beside the pins (PREVIEW_KEY_FILE). */
  previewKeyFile: string;
}

/** How long a starting site server waits for pins, from the registry or its cache file. */
const PINS_READY_MS = 10_000;

export function serveOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): ServeOptions {
  const sitePort = Number(env.PORT ?? 8080);
  const environment = env.SITE_ENV ?? 'local';
  return {
    host: env.HOST ?? '127.0.0.1',
    sitePort,
    storePort: Number(env.STORE_PORT ?? 8081),
    environment,
    apiOrigin: env.API_ORIGIN ?? `http://127.0.0.1:${env.API_PORT ?? 8090}`,
    development: env.API_MODE === 'development',
    registryUrl: env.REGISTRY_URL ?? `http://127.0.0.1:${env.REGISTRY_PORT ?? REGISTRY_DEFAULT_PORT}`,
    pinCacheFile:
      env.PIN_CACHE_FILE ?? path.join(ROOT, 'deploy/.data', `site-${environment}-${sitePort}-pins.json`),
    previewKeyFile:
      env.PREVIEW_KEY_FILE ??
      path.join(ROOT, 'deploy/.data', `site-${environment}-${sitePort}-preview-key.json`),
  };
}

/** The site and the release store, as `pnpm start` and `pnpm serve` run them. */
export async function serveSite(options: ServeOptions): Promise<void> {
  const store = await createReleaseStore({ releasesDir: path.join(ROOT, 'releases') });
  await store.listen({ port: options.storePort, host: options.host });
  await startSite(options);
  console.log(`[serve] releases  http://localhost:${options.storePort}/`);
}

/**
 * One site server: it waits for its environment's pins (from the registry, else from its cache file) before it
 * listens, so its first page already has them.
 */
export async function startSite(options: ServeOptions): Promise<{ close(): Promise<void> }> {
  const pins = createPinFeed({
    registryUrl: options.registryUrl,
    environment: options.environment,
    cacheFile: options.pinCacheFile,
  });
  try {
    await pins.ready(PINS_READY_MS);
  } catch (error) {
    await pins.close();
    throw error;
  }
  const allowList = JSON.parse(await readFile(path.join(ROOT, 'deploy/allow-list.json'), 'utf8')) as {
    origins: Record<string, string[]>;
    gameProviders: Record<string, string[]>;
  };
  const remoteOrigins = allowList.origins[options.environment] ?? [];
  const previewKey = followPreviewKey({
    registryUrl: options.registryUrl,
    cacheFile: options.previewKeyFile,
  });
  const site = await createSiteServer({
    shellDir: path.join(ROOT, 'shell/dist'),
    pins,
    environment: options.environment,
    apiOrigin: options.apiOrigin,
    development: options.development,
    registryUrl: options.registryUrl,
    remoteOrigins,
    previews: createSitePreviews({
      key: previewKey.key,
      environment: options.environment,
      origins: remoteOrigins,
    }),
    frameOrigins: allowList.gameProviders[options.environment] ?? [],
  });
  await site.listen({ port: options.sitePort, host: options.host });
  const { pinsFrom, revision } = pins.health();
  console.log(
    `[serve] site      http://localhost:${options.sitePort}/  (environment ${options.environment})`,
  );
  console.log(
    `[serve] pins      ${options.registryUrl}  (revision ${revision ?? '-'} from the ${pinsFrom}; kept in ${options.pinCacheFile})`,
  );
  console.log(
    `[serve] API       ${parseApiOrigins(options.apiOrigin).join(', ')}  (proxied at ${proxiedPrefixes(options.development).join(', ')})`,
  );
  return {
    async close() {
      await site.close();
      previewKey.close();
      await pins.close();
    },
  };
}

if (process.argv[1] === import.meta.filename) {
  await serveSite(serveOptionsFromEnv()).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
