// The compile hint on a real production build: first line of every script after minification (which drops
// comments), and the scripts still run, an async chunk included.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildFixture } from './build-fixture.ts';
import { COMPILE_HINT, CompileHintsPlugin, withCompileHint } from './compile-hints-plugin.ts';

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
  const { files, read, out } = await buildFixture(dir, {
    entry: 'import("./chunk.js").then(({ part }) => console.log("entry ran, " + part()));\n',
    chunk: '/* a comment the minifier drops */\nexport const part = () => "from the async chunk";\n',
    plugins: [new CompileHintsPlugin()],
  });
  const scripts = files.filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBe(2);
  for (const name of scripts) {
    const code = read(name).toString('utf8');
    expect(code.startsWith(COMPILE_HINT)).toBe(true);
    expect(code).not.toContain('a comment the minifier drops');
  }
  const entry = scripts.find((name) => name.startsWith('main.'))!;
  const run = spawnSync(process.execPath, [path.join(out, entry)], { encoding: 'utf8' });
  expect(run.stdout.trim()).toBe('entry ran, from the async chunk');
});
