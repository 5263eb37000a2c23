// The container layout stays valid for Debian's docker-compose (the Compose v1 validator; no engine runs on
// these machines) and keeps what ops rely on: pin files mounted, nginx templates, the API beside the site.
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
  expect(compose).toMatch(/api:\n\s+image: node:24/);
  const template = readFileSync(path.join(root, 'deploy/nginx/templates/default.conf.template'), 'utf8');
  expect(template).toContain('alias /etc/mc/environments/${SITE_ENV}.json;');
  expect(template).toContain('add_header Cache-Control "no-store" always;');
  expect(template).toContain('try_files $uri /index.html;');
  expect(template).toContain('include /usr/share/nginx/html/security-headers.${SITE_ENV}.conf;');
});
