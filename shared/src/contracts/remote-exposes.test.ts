// Each remote must expose exactly the modules the shell's contract expects, each with a default export.
// The remotes' webpack configs use import.meta and cannot be imported under jest, so their `exposes` map is
// read from the file text.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES } from './pin-file';
import { REMOTE_EXPOSES } from './remote-modules';

const REPO_ROOT = join(__dirname, '../../..');

/** The `exposes` object literal of a webpack config, as key → file path. */
function readExposes(configText: string): Map<string, string> {
  const block = /\bexposes\s*(?::[^=]+)?=\s*\{([^}]*)\}/.exec(configText);
  if (!block) throw new Error('no `exposes = { ... }` object literal found');
  const entries = new Map<string, string>();
  for (const match of (block[1] ?? '').matchAll(/['"]([^'"]+)['"]\s*:\s*['"]([^'"]+)['"]/g)) {
    entries.set(match[1] ?? '', match[2] ?? '');
  }
  return entries;
}

describe('readExposes', () => {
  it('reads the keys and files of an exposes literal', () => {
    const text = `export const exposes = {\n  './Pages': './src/exposes/pages.tsx',\n  "./X": "./src/x.tsx",\n};`;
    expect([...readExposes(text)]).toEqual([
      ['./Pages', './src/exposes/pages.tsx'],
      ['./X', './src/x.tsx'],
    ]);
  });

  it('fails loudly when the config has no exposes literal', () => {
    expect(() => readExposes('export default {};')).toThrow(/no `exposes/);
  });
});

describe.each(REMOTE_NAMES.map((name) => [name]))('remote-%s', (name) => {
  const dir = join(REPO_ROOT, `remote-${name}`);
  const exposes = readExposes(readFileSync(join(dir, 'webpack.config.ts'), 'utf8'));

  it("exposes exactly the modules of the shell's contract", () => {
    expect([...exposes.keys()].sort()).toEqual([...REMOTE_EXPOSES[name]].sort());
  });

  it.each([...exposes])('%s points to an existing file with a default export', (_key, file) => {
    const path = join(dir, file);
    expect(existsSync(path)).toBe(true);
    expect(readFileSync(path, 'utf8')).toMatch(/^export default\b/m);
  });
});
