// The compressed copies on a real production build: a brotli and a gzip copy of every script big enough to gain,
// each decoding to the script's final bytes (after the compile hint); none for a file too small to gain, and with
// hashedOnly none for a file without a content hash.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildFixture } from './build-fixture.ts';
import { CompileHintsPlugin } from './compile-hints-plugin.ts';
import { MIN_BYTES, PrecompressPlugin } from './precompress-plugin.ts';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A build with the compile hint and `plugin`: an entry (1.5 KB) and a chunk of `chunkWords` words. */
function build(name: string, plugin: PrecompressPlugin, chunkWords = 400) {
  const words = Array.from({ length: chunkWords }, (_, i) => `"word ${i} of the big chunk"`).join(',');
  return buildFixture(path.join(dir, name), {
    entry: `import("./chunk.js").then(({ words }) => console.log(words.length, ${JSON.stringify('x'.repeat(1500))}));\n`,
    chunk: `export const words = [${words}];\n`,
    plugins: [new CompileHintsPlugin(), plugin],
    filename: '[name].js',
  });
}

test('every script from 1 KB gets a brotli and a gzip copy of its final bytes', async () => {
  const { files, read } = await build('all', new PrecompressPlugin());
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
  const { files } = await build('hashed', new PrecompressPlugin({ hashedOnly: true }));
  expect(files.filter((name) => name.startsWith('main.js'))).toEqual(['main.js']);
  const chunk = files.find((name) => /^\d+\.[0-9a-f]{10}\.js$/.test(name))!;
  expect(files.filter((name) => name.startsWith(chunk))).toEqual([chunk, `${chunk}.br`, `${chunk}.gz`]);
});

test('a file under 1 KB gets no copies', async () => {
  const { files, read } = await build('tiny', new PrecompressPlugin(), 3);
  const chunk = files.find((name) => /^\d+\.[0-9a-f]{10}\.js$/.test(name))!;
  expect(read(chunk).length).toBeLessThan(MIN_BYTES);
  expect(files.filter((name) => name.startsWith(chunk))).toEqual([chunk]);
  expect(files).toContain('main.js.br');
});
