// The compressed copies on a real production build: a brotli and a gzip copy of every script big enough to gain,
// each decoding to the script's final bytes (after the compile hint), none for a file too small to gain.
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

test('every script from 1 KB gets a brotli and a gzip copy of its final bytes; a smaller one gets none', async () => {
  const words = Array.from({ length: 400 }, (_, i) => `"word ${i} of the big chunk"`).join(',');
  writeFileSync(path.join(dir, 'big.js'), `export const words = [${words}];\n`);
  writeFileSync(
    path.join(dir, 'index.js'),
    'import("./big.js").then(({ words }) => console.log(words.length));\n',
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
        plugins: [new CompileHintsPlugin(), new PrecompressPlugin()],
      },
      (error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result)),
    ),
  );
  expect(stats.hasErrors()).toBe(false);

  const files = readdirSync(path.join(dir, 'dist'));
  const scripts = files.filter((name) => name.endsWith('.js'));
  const read = (name: string) => readFileSync(path.join(dir, 'dist', name));
  const big = scripts.filter((name) => read(name).length >= MIN_BYTES);
  const small = scripts.filter((name) => read(name).length < MIN_BYTES);
  expect([big.length, small.length]).toEqual([1, 1]);
  const script = read(big[0]!);
  expect(brotliDecompressSync(read(`${big[0]}.br`)).equals(script)).toBe(true);
  expect(gunzipSync(read(`${big[0]}.gz`)).equals(script)).toBe(true);
  expect(read(`${big[0]}.br`).length).toBeLessThan(script.length / 4);
  expect(files.filter((name) => name.startsWith(small[0]!))).toEqual([small[0]]);
});
