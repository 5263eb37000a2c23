// Serves an existing build: the site (:8080, shell + live pin file + API proxy) and the release store (:8081).
// `pnpm start` calls serveSite after building and starting the API; it can also run on its own (`node
// deploy/src/serve.ts`) beside an API at API_ORIGIN: one origin, or several instances of the API on one database,
// comma-separated (`API_ORIGIN=http://127.0.0.1:8090,http://127.0.0.1:8091`), taken in turn. The API's
// development paths (/dev/) are proxied only with API_MODE=development, the variable that puts the API itself in
// development mode.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
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
}

export function serveOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): ServeOptions {
  return {
    host: env.HOST ?? '127.0.0.1',
    sitePort: Number(env.PORT ?? 8080),
    storePort: Number(env.STORE_PORT ?? 8081),
    environment: env.SITE_ENV ?? 'local',
    apiOrigin: env.API_ORIGIN ?? `http://127.0.0.1:${env.API_PORT ?? 8090}`,
    development: env.API_MODE === 'development',
  };
}

export async function serveSite(options: ServeOptions): Promise<void> {
  const store = await createReleaseStore({ releasesDir: path.join(ROOT, 'releases') });
  await store.listen({ port: options.storePort, host: options.host });
  const allowList = JSON.parse(await readFile(path.join(ROOT, 'deploy/allow-list.json'), 'utf8')) as {
    origins: Record<string, string[]>;
    gameProviders: Record<string, string[]>;
  };
  const site = await createSiteServer({
    shellDir: path.join(ROOT, 'shell/dist'),
    environmentsDir: path.join(ROOT, 'deploy/environments'),
    environment: options.environment,
    apiOrigin: options.apiOrigin,
    development: options.development,
    remoteOrigins: allowList.origins[options.environment] ?? [],
    frameOrigins: allowList.gameProviders[options.environment] ?? [],
  });
  await site.listen({ port: options.sitePort, host: options.host });
  console.log(
    `[serve] site      http://localhost:${options.sitePort}/  (environment ${options.environment})`,
  );
  console.log(`[serve] releases  http://localhost:${options.storePort}/`);
  console.log(
    `[serve] API       ${parseApiOrigins(options.apiOrigin).join(', ')}  (proxied at ${proxiedPrefixes(options.development).join(', ')})`,
  );
}

if (process.argv[1] === import.meta.filename) {
  await serveSite(serveOptionsFromEnv());
}
