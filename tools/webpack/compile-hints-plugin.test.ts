// The compile hint on a real production build: first line of every script after minification (which drops
// comments), and the scripts still run, an async chunk included.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMPILE_HINT, CompileHintsPlugin, withCompileHint } from './compile-hints-plugin.ts';
import { swcMinifier } from './create-config.ts';

const require = createRequire(import.meta.url);
const webpack = require('webpack') as typeof import('webpack');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('the hint is put first, once', () => {
  expect(withCompileHint('let a=1;')).toBe(`${COMPILE_HINT}let a=1;`);
  expect(withCompileHint(withCompileHint('let a=1;'))).toBe(`${COMPILE_HINT}let a=1;`);
});

test('every script of a minified build starts with the hint, and the build still runs', async () => {
  writeFileSync(
    path.join(dir, 'part.js'),
    '/* a comment the minifier drops */\nexport const part = () => "from the async chunk";\n',
  );
  writeFileSync(
    path.join(dir, 'index.js'),
    'import("./part.js").then(({ part }) => console.log("entry ran, " + part()));\n',
  );
  const stats = await new Promise<import('webpack').Stats>((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        target: 'node',
        entry: { main: './index.js' },
        output: {
          path: path.join(dir, 'dist'),
          filename: '[name].[contenthash:10].js',
          chunkFilename: '[name].[contenthash:10].js',
        },
        optimization: { minimizer: [swcMinifier()] },
        plugins: [new CompileHintsPlugin()],
      },
      (error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result)),
    ),
  );
  expect(stats.hasErrors()).toBe(false);

  const scripts = readdirSync(path.join(dir, 'dist')).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBe(2);
  for (const name of scripts) {
    const code = readFileSync(path.join(dir, 'dist', name), 'utf8');
    expect(code.startsWith(COMPILE_HINT)).toBe(true);
    expect(code).not.toContain('a comment the minifier drops');
  }
  const entry = scripts.find((name) => name.startsWith('main.'))!;
  const run = spawnSync(process.execPath, [path.join(dir, 'dist', entry)], { encoding: 'utf8' });
  expect(run.stdout.trim()).toBe('entry ran, from the async chunk');
});
