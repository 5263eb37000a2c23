// The registry's ops page: `GET /ops` (the HTML) and `GET /ops/<file>` (its script and styles), public like the
// pins: the page holds no data. Every call it makes goes to the registry's JSON routes with the operator's token,
// so those routes make every check and the page can bypass none of them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Nothing but the page's own files: no inline script or style, no frames, no forms posting anywhere. */
export const OPS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const TYPES: Record<string, string> = {
  'index.html': 'text/html; charset=utf-8',
  'ops.js': 'text/javascript; charset=utf-8',
  'ops.css': 'text/css; charset=utf-8',
};

/** The page's files, read once: a registry that lacks one fails at its start, not at an operator's. */
function readFiles(): Map<string, Buffer> {
  return new Map(
    Object.keys(TYPES).map((name) => [name, readFileSync(path.join(import.meta.dirname, name))]),
  );
}

function send(reply: FastifyReply, name: string, files: Map<string, Buffer>) {
  return reply
    .header('content-security-policy', OPS_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-cache')
    .type(TYPES[name]!)
    .send(files.get(name));
}

export function registerOpsPage(app: FastifyInstance): void {
  const files = readFiles();
  app.get('/ops', { config: { public: true } }, (_request, reply) => send(reply, 'index.html', files));
  // The page refers to its files relative to /ops; from /ops/ they would resolve one folder too deep.
  app.get('/ops/', { config: { public: true } }, (_request, reply) => reply.redirect('../ops', 301));
  app.get<{ Params: { file: string } }>('/ops/:file', { config: { public: true } }, (request, reply) => {
    const { file } = request.params;
    if (file === 'index.html' || !files.has(file)) return reply.callNotFound();
    return send(reply, file, files);
  });
}
