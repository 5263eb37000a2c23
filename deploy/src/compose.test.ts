// The container layout stays valid for Debian's docker-compose (the Compose v1 validator; no engine runs on
// these machines) and keeps what ops rely on: nginx templates, the API beside the site (two instances on one
// PostgreSQL database, taken in turn by nginx), and the release registry whose pins nginx serves, keeping the last
// ones while it is away.
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

it('mounts the nginx templates, runs the platform API, and mounts no pin file', () => {
  const compose = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
  expect(compose).toContain('./deploy/nginx/templates:/etc/nginx/templates:ro');
  expect(compose).not.toContain('deploy/environments');
  expect(resolvedServices().api).toMatch(/^ {4}image: node:24/m);
  const template = readFileSync(path.join(root, 'deploy/nginx/templates/default.conf.template'), 'utf8');
  expect(template).not.toContain('/etc/mc/environments');
  expect(template).toContain('try_files $uri /index.html;');
  expect(template).toContain('include /usr/share/nginx/html/security-headers.${SITE_ENV}.conf;');
});

it('runs the release registry on the database, writing the releases it accepts to the store nginx serves', () => {
  const services = resolvedServices();
  const registry = services.registry ?? '';
  expect(registry).toMatch(/^ {4}image: node:24/m);
  expect(registry).toMatch(/command:\n {4}- node\n {4}- deploy\/src\/registry\/main\.ts\n/);
  expect(registry).toMatch(/REGISTRY_PORT: '8070'/);
  // The same database as the API's, started once it answers.
  expect(/DATABASE_URL: (.+)/.exec(registry)?.[1]).toBe(/DATABASE_URL: (.+)/.exec(services.api ?? '')?.[1]);
  expect(registry).toMatch(/depends_on:\n {6}postgres:\n {8}condition: service_healthy/);
  expect(registry).toContain("fetch('http://127.0.0.1:8070/health')");
  // The releases it accepts land where nginx's release store reads them.
  const store = /RELEASE_STORE: (.+)/.exec(registry)?.[1] ?? '';
  const hostDir = (service: string, target: string) =>
    new RegExp(`- (\\S+):${target}:`).exec(services[service] ?? '')?.[1];
  expect(hostDir('registry', store)).toBeDefined();
  expect(hostDir('registry', store)).toBe(hostDir('web', '/usr/share/nginx/releases'));
  expect(registry).toMatch(new RegExp(`:${store}:rw$`, 'm'));
  expect(services.web).toMatch(/depends_on:[\s\S]* {6}registry:\n/);
});

it("serves the environment's pins from the registry, keeping the last ones while it is away, never cached by browsers", () => {
  const template = readFileSync(path.join(root, 'deploy/nginx/templates/default.conf.template'), 'utf8');
  const pins = /location = \/env\/remotes\.json \{([\s\S]*?)\n {2}\}/.exec(template)?.[1] ?? '';
  const directives = pins
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  expect(directives).toEqual(
    expect.arrayContaining([
      'proxy_pass http://registry:8070/environments/${SITE_ENV}/pins;',
      'proxy_cache pins;',
      'proxy_cache_valid 200 1s;',
      'proxy_cache_use_stale error timeout http_500 http_502 http_503 http_504;',
      // How long nginx keeps the pins is its own rule, whatever the registry's headers say.
      'proxy_ignore_headers Cache-Control Expires Set-Cookie;',
      'proxy_hide_header Cache-Control;',
      'add_header Cache-Control "no-store" always;',
      'include /usr/share/nginx/html/security-headers.${SITE_ENV}.conf;',
    ]),
  );
  // Stale pins are served only while nginx still has them: kept for days, not the default ten minutes.
  const zone = /^proxy_cache_path \S+ .*keys_zone=pins:\S+ .*inactive=(\d+)d/m.exec(template);
  expect(Number(zone?.[1])).toBeGreaterThanOrEqual(1);
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
  expect(proxies.filter((proxy) => !proxy?.startsWith('http://registry:'))).toEqual([
    'http://platform_api',
    'http://platform_api',
  ]);
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
