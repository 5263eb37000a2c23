// The site server (http://localhost:8080): the shell's build with history fallback, this environment's pin file
// served live from deploy/environments/<env>.json, and the platform API proxied same-origin. And the release
// store (http://localhost:8081): immutable remote releases, CORS on, a separate origin like a CDN.
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface SiteOptions {
  shellDir: string;
  environmentsDir: string;
  environment: string;
  apiOrigin: string;
  logger?: boolean;
}

const API_PREFIXES = ['/wps/', '/dev/', '/static/', '/health'];
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]);

export async function createSiteServer(options: SiteOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: false, bodyLimit: 1024 * 1024 });
  await app.register(compress, { global: true, threshold: 1024 });

  // The proxy forwards bodies untouched, whatever their type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.get('/env/remotes.json', async (_request, reply) => {
    const file = path.join(options.environmentsDir, `${options.environment}.json`);
    // Read on every request: a pin change is live on the next page load, no rebuild, no restart.
    const text = await readFile(file, 'utf8');
    return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(text);
  });

  app.all('/*', async (request, reply) => {
    const url = request.raw.url ?? '/';
    if (!API_PREFIXES.some((prefix) => url.startsWith(prefix))) {
      return reply.callNotFound();
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || HOP_BY_HOP.has(name)) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    headers.set('x-forwarded-for', request.ip);
    let upstream: Response;
    try {
      upstream = await fetch(`${options.apiOrigin}${url}`, {
        method: request.method,
        headers,
        body:
          request.method === 'GET' || request.method === 'HEAD'
            ? undefined
            : new Uint8Array(request.body as Buffer),
        redirect: 'manual',
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      // The envelope the client understands: the API is unreachable (the player sees "Slow Connection").
      return reply
        .code(502)
        .send({ success: false, code: 'unknown', message: 'platform API unreachable', value: null });
    }
    reply.code(upstream.status);
    upstream.headers.forEach((value, name) => {
      if (!HOP_BY_HOP.has(name) && name !== 'content-encoding') reply.header(name, value);
    });
    return reply.send(Buffer.from(await upstream.arrayBuffer()));
  });

  await app.register(fastifyStatic, {
    root: options.shellDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply, file) => {
      // Hashed assets are immutable; the HTML must always be fresh to pick up new builds.
      reply.header(
        'cache-control',
        /\.[0-9a-f]{10}\./.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  const indexHtml = () => readFile(path.join(options.shellDir, 'index.html'), 'utf8');
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.raw.url ?? '/';
    if (
      request.method !== 'GET' ||
      /\.[a-z0-9]+$/i.test(url.split('?')[0]!.replace(/\/index\.html$|\.html$/, ''))
    ) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    // History fallback: every page path is the shell, whose router decides (unknown paths go to /m/home).
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await indexHtml());
  });
  return app;
}

export interface ReleaseStoreOptions {
  releasesDir: string;
  logger?: boolean;
}

export async function createReleaseStore(options: ReleaseStoreOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  await app.register(compress, { global: true, threshold: 1024 });
  app.addHook('onSend', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('cross-origin-resource-policy', 'cross-origin');
    reply.header('timing-allow-origin', '*');
    // A release folder never changes; the manifest may be re-fetched on retry, keep it short.
    reply.header(
      'cache-control',
      request.url.endsWith('mf-manifest.json') ? 'public, max-age=60' : 'public, max-age=31536000, immutable',
    );
  });
  await app.register(fastifyStatic, { root: options.releasesDir, index: false, dotfiles: 'deny' });
  return app;
}
