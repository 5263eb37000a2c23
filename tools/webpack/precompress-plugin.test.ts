// The compressed copies on a real production build: a brotli and a gzip copy of every script big enough to gain,
// each decoding to the script's final bytes (after the compile hint); none for a file too small to gain, and with
// hashedOnly none for a file without a content hash.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CompileHintsPlugin } from './compile-hints-plugin.ts';
import { swcMinifier } from './create-config.ts';
import { MIN_BYTES, PrecompressPlugin } from './precompress-plugin.ts';

const require = createRequire(import.meta.url);
const webpack = require('webpack') as typeof import('webpack');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A production build of an entry (1.5 KB) that loads a chunk of `chunkWords` words: its output folder. */
async function build(
  out: string,
  filename: string,
  plugin: PrecompressPlugin,
  chunkWords = 400,
): Promise<{ files: string[]; read: (name: string) => Buffer }> {
  const words = Array.from({ length: chunkWords }, (_, i) => `"word ${i} of the big chunk"`).join(',');
  writeFileSync(path.join(dir, 'big.js'), `export const words = [${words}];\n`);
  writeFileSync(
    path.join(dir, 'index.js'),
    `import("./big.js").then(({ words }) => console.log(words.length, ${JSON.stringify('x'.repeat(1500))}));\n`,
  );
  const stats = await new Promise<import('webpack').Stats>((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        target: 'node',
        entry: { main: './index.js' },
        output: {
          path: path.join(dir, out),
          filename,
          chunkFilename: '[name].[contenthash:10].js',
        },
        optimization: { minimizer: [swcMinifier()] },
        plugins: [new CompileHintsPlugin(), plugin],
      },
      (error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result)),
    ),
  );
  expect(stats.hasErrors()).toBe(false);
  return {
    files: readdirSync(path.join(dir, out)).sort(),
    read: (name) => readFileSync(path.join(dir, out, name)),
  };
}

test('every script from 1 KB gets a brotli and a gzip copy of its final bytes', async () => {
  const { files, read } = await build('all', '[name].js', new PrecompressPlugin());
  const scripts = files.filter((name) => name.endsWith('.js'));
  expect(scripts).toHaveLength(2);
  for (const name of scripts) {
    const script = read(name);
    expect(script.length).toBeGreaterThanOrEqual(MIN_BYTES);
    expect(brotliDecompressSync(read(`${name}.br`)).equals(script)).toBe(true);
    expect(gunzipSync(read(`${name}.gz`)).equals(script)).toBe(true);
    expect(read(`${name}.br`).length).toBeLessThan(script.length / 4);
  }
});

test('with hashedOnly, a file without a content hash (replaced in place by the next build) gets no copies', async () => {
  const { files } = await build('hashed', '[name].js', new PrecompressPlugin({ hashedOnly: true }));
  expect(files.filter((name) => name.startsWith('main.js'))).toEqual(['main.js']);
  const chunk = files.find((name) => /^\d+\.[0-9a-f]{10}\.js$/.test(name))!;
  expect(files.filter((name) => name.startsWith(chunk))).toEqual([chunk, `${chunk}.br`, `${chunk}.gz`]);
});

test('a file under 1 KB gets no copies', async () => {
  const { files, read } = await build('tiny', '[name].js', new PrecompressPlugin(), 3);
  const chunk = files.find((name) => /^\d+\.[0-9a-f]{10}\.js$/.test(name))!;
  expect(read(chunk).length).toBeLessThan(MIN_BYTES);
  expect(files.filter((name) => name.startsWith(chunk))).toEqual([chunk]);
  expect(files).toContain('main.js.br');
});
