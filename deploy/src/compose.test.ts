// The container layout stays valid for Debian's docker-compose (the Compose v1 validator; no engine runs on
// these machines) and keeps what ops rely on: pin files mounted, nginx templates, the API beside the site (two
// instances on one PostgreSQL database, taken in turn by nginx).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

it('validates with docker-compose config -q', () => {
  const result = spawnSync('docker-compose', ['-f', 'docker-compose.yml', 'config', '-q'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.error) {
    throw new Error(
      `docker-compose is not installed (apt-get install -y docker-compose): ${result.error.message}`,
    );
  }
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});

it('mounts the environment pin files and the nginx templates, and runs the platform API', () => {
  const compose = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
  expect(compose).toContain('./deploy/environments:/etc/mc/environments:ro');
  expect(compose).toContain('./deploy/nginx/templates:/etc/nginx/templates:ro');
  expect(resolvedServices().api).toMatch(/^ {4}image: node:24/m);
  const template = readFileSync(path.join(root, 'deploy/nginx/templates/default.conf.template'), 'utf8');
  expect(template).toContain('alias /etc/mc/environments/${SITE_ENV}.json;');
  expect(template).toContain('add_header Cache-Control "no-store" always;');
  expect(template).toContain('try_files $uri /index.html;');
  expect(template).toContain('include /usr/share/nginx/html/security-headers.${SITE_ENV}.conf;');
});

/** The compose file as docker-compose resolves it, with an env file's variables when one is given. */
function resolvedCompose(envFile?: string): string {
  const args = [...(envFile ? ['--env-file', envFile] : []), '-f', 'docker-compose.yml', 'config'];
  const result = spawnSync('docker-compose', args, { cwd: root, encoding: 'utf8' });
  expect(result.status).toBe(0);
  return result.stdout;
}

/** The services of the resolved compose file, each as its block of lines (`docker-compose config` output). */
function resolvedServices(envFile?: string): Record<string, string> {
  const compose = resolvedCompose(envFile);
  const services = /^services:\n((?: {2}.*\n|\n)*)/m.exec(compose)?.[1] ?? '';
  return Object.fromEntries(
    services
      .split(/^(?= {2}\S)/m)
      .filter((block) => block.trim() !== '')
      .map((block) => [/^ {2}([\w.-]+):/.exec(block)?.[1] ?? '', block]),
  );
}

/** The services running the platform API (node src/main.ts in platform-api). */
const apiServices = (services: Record<string, string>) =>
  Object.keys(services).filter((name) => /working_dir: \/app\/platform-api/.test(services[name]!));

it('runs two API instances on one PostgreSQL database, with no database file of their own', () => {
  for (const envFile of [undefined, 'deploy/compose.dev.env']) {
    const services = resolvedServices(envFile);
    const postgres = services.postgres ?? '';
    expect(postgres).toMatch(/^ {4}image: postgres:15-(bookworm|alpine)$/m);
    expect(postgres).toMatch(/- postgres-data:\/var\/lib\/postgresql\/data/);
    expect(postgres).toMatch(/- pg_isready/);
    const password = /POSTGRES_PASSWORD: (.*)/.exec(postgres)?.[1];
    expect(apiServices(services)).toEqual(['api', 'api-2']);
    for (const name of apiServices(services)) {
      const api = services[name]!;
      expect([name, /DATABASE_URL: (.+)/.exec(api)?.[1]]).toEqual([
        name,
        `postgres://platform:${password === "''" ? '' : password}@postgres:5432/platform`,
      ]);
      // Started once the database answers.
      expect(api).toMatch(/depends_on:\n {6}postgres:\n {8}condition: service_healthy/);
      expect(api).not.toMatch(/DB_PATH|DATA_DIR|api-data/);
    }
    expect(services.web).toMatch(/depends_on:\n {6}api:\n[\s\S]* {6}api-2:\n/);
  }
});

it('has no known database password but in the development profile', () => {
  expect(resolvedServices().postgres).toMatch(/POSTGRES_PASSWORD: ''$/m);
  expect(resolvedServices('deploy/compose.dev.env').postgres).toMatch(/POSTGRES_PASSWORD: \S{8,}$/m);
});

it('has nginx take every API instance in turn, never resending a request that reached one', () => {
  const services = resolvedServices();
  const servers = /API_UPSTREAM_SERVERS: (.+)/.exec(services.web ?? '')?.[1] ?? '';
  expect(
    servers
      .split(';')
      .map((server) => server.trim())
      .filter(Boolean),
  ).toEqual(apiServices(services).map((name) => `server ${name}:8090 fail_timeout=2s`));
  const filter = new RegExp(
    /NGINX_ENVSUBST_FILTER: (.+)/.exec(services.web ?? '')?.[1]?.replace('$$', '$') ?? '$^',
  );
  for (const name of ['SITE_ENV', 'API_UPSTREAM_SERVERS', 'API_PATHS'])
    expect([name, filter.test(name)]).toEqual([name, true]);
  const template = readFileSync(path.join(root, 'deploy/nginx/templates/default.conf.template'), 'utf8');
  // Every variable the template uses is one the filter lets envsubst replace (nginx's own $variables are not).
  for (const [, name] of template.matchAll(/\$\{([A-Z_]+)\}/g))
    expect([name, filter.test(name!)]).toEqual([name, true]);
  expect(template).toMatch(/upstream platform_api \{\s+\$\{API_UPSTREAM_SERVERS\}\s+keepalive \d+;\s+\}/);
  const proxies = [...template.matchAll(/proxy_pass (\S+);/g)].map((match) => match[1]);
  expect(proxies).toEqual(['http://platform_api', 'http://platform_api']);
  // Only a request no instance received goes to the next one: no non_idempotent, no http_5xx.
  const nextUpstream = [...template.matchAll(/proxy_next_upstream (.+);/g)].map((match) => match[1]);
  expect(nextUpstream).toEqual(['error timeout', 'error timeout']);
  expect(template).not.toMatch(/non_idempotent/);
  // Kept-alive connections need HTTP/1.1 without the client's Connection header, in every proxying location.
  expect(template.match(/proxy_http_version 1\.1;/g)).toHaveLength(2);
  expect(template.match(/proxy_set_header Connection "";/g)).toHaveLength(2);
});

it('runs the API in production mode and keeps /dev/ off the public site by default', () => {
  const compose = resolvedCompose();
  // The API's mode is API_MODE: development only when it says so (NODE_ENV does not decide it).
  expect(compose).toMatch(/API_MODE: production/);
  const apiPaths = /API_PATHS: (.+)/.exec(compose)?.[1] ?? '';
  expect(apiPaths.split('|')).toEqual(['wps', 'static', 'games', 'chat']);
  const template = readFileSync(path.join(root, 'deploy/nginx/templates/default.conf.template'), 'utf8');
  expect(template).toContain('location ~ ^/(${API_PATHS})/ {');
  expect(template).not.toMatch(/\^\/\([^)]*dev/);
});

it('proxies /dev/ to a development API only with the development profile', () => {
  const compose = resolvedCompose('deploy/compose.dev.env');
  expect(compose).toMatch(/API_MODE: development/);
  expect((/API_PATHS: (.+)/.exec(compose)?.[1] ?? '').split('|')).toContain('dev');
});

it("gives the API the site's public origin, which the API needs in production for the links it writes", () => {
  expect(resolvedCompose()).toMatch(/PUBLIC_ORIGIN: http:\/\/localhost:8080\n/);
  expect(resolvedCompose('deploy/compose.dev.env')).toMatch(/PUBLIC_ORIGIN: http:\/\/localhost:8080\n/);
});

it("lets the API see each player's own address behind the compose network's nginx", () => {
  expect(resolvedCompose()).toMatch(/TRUST_PROXY: loopback,uniquelocal/);
});

it('refuses, in the nginx template, a path with dot-segments or encoded dots, slashes or backslashes', () => {
  // nginx picks a location by the normalised path but proxy_pass sends the path as written: '/docs/../wps/x'
  // matched /wps/ and reached the API as /docs/…, so such paths answer 400 before any location.
  const template = readFileSync(path.join(root, 'deploy/nginx/templates/default.conf.template'), 'utf8');
  const rule = /if \(\$request_uri ~\* "([^"]+)"\) \{\s+return 400;\s+\}/.exec(template);
  expect(rule).not.toBeNull();
  // The server block's rule, before its first location.
  expect(template.indexOf(rule?.[0] ?? '')).toBeLessThan(template.indexOf('location = /env/remotes.json'));
  const refused = new RegExp(rule?.[1] ?? '$^', 'i');
  for (const uri of [
    '/wps/../docs/json',
    '/docs/../wps/x',
    '/wps/%2e%2e/docs/json',
    '/wps/.%2E/docs',
    '/wps/..%2fdocs',
    '/wps/..%5Cdocs',
    '/wps/..\\docs',
    '/wps/./x',
    '/wps/x/..',
    '/wps/x/..?y=1',
  ]) {
    expect([uri, refused.test(uri)]).toEqual([uri, true]);
  }
  for (const uri of [
    '/wps/system/status?next=%2F..%2Fdocs',
    '/wps/a..b/c',
    '/wps/.well',
    '/health',
    '/m/home',
  ]) {
    expect([uri, refused.test(uri)]).toEqual([uri, false]);
  }
  expect(template).toContain('location = /health {');
});

it('caches a found release file for a year but never a miss in the nginx template', () => {
  const template = readFileSync(path.join(root, 'deploy/nginx/templates/default.conf.template'), 'utf8');
  expect(template).toMatch(/map \$status \$release_cache \{\s+200 "public, max-age=31536000, immutable";/);
  expect(template).toMatch(/default "no-store";/);
  expect(template).toContain('add_header Cache-Control $release_cache always;');
  expect(template).toContain('add_header Cache-Control $manifest_cache always;');
});

it("writes nginx's access log with the chat ticket of a request line redacted", () => {
  const template = readFileSync(path.join(root, 'deploy/nginx/templates/default.conf.template'), 'utf8');
  const map = /map \$request \$request_logged \{\s+"~([^"]+)" "([^"]+)";\s+default \$request;\s+\}/.exec(
    template,
  );
  expect(map).not.toBeNull();
  expect(template).toMatch(/log_format site_redacted '[^']*"\$request_logged"/);
  expect(template).toMatch(/^access_log \S+ site_redacted;$/m);
  // nginx's named captures and ${name} references, read the way JavaScript reads them.
  const pattern = new RegExp(map?.[1] ?? '$^');
  const logged = (line: string) =>
    pattern.test(line)
      ? (map?.[2] ?? '').replace(
          /\$\{(\w+)\}/g,
          (_, name: string) => pattern.exec(line)?.groups?.[name] ?? '',
        )
      : line;
  expect(logged('GET /chat/room?ticket=abcDEF_-123 HTTP/1.1')).toBe(
    'GET /chat/room?ticket=[redacted] HTTP/1.1',
  );
  expect(logged('GET /chat/room?lang=bn&ticket=abc&x=1 HTTP/2.0')).toBe(
    'GET /chat/room?lang=bn&ticket=[redacted]&x=1 HTTP/2.0',
  );
  expect(logged('GET /wps/lobby?merchantCode=vsbdtf5 HTTP/1.1')).toBe(
    'GET /wps/lobby?merchantCode=vsbdtf5 HTTP/1.1',
  );
});
