// `PORT=8082 SITE_ENV=local REGISTRY_URL=http://127.0.0.1:8070 API_URL=http://127.0.0.1:8090 pnpm serve:site`:
// one more site server, and nothing else (no API, no release store, no registry). It follows SITE_ENV's pins from
// the registry at REGISTRY_URL and proxies the API at API_URL (one origin, or several separated by commas, as
// API_ORIGIN takes them).
import { serveOptionsFromEnv, startSite } from './serve.ts';

const env = process.env;
const options = serveOptionsFromEnv({ ...env, API_ORIGIN: env.API_URL ?? env.API_ORIGIN });

try {
  const site = await startSite(options);
  const stop = () => void site.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
