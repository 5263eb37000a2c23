// Every user-facing text exists in BN and EN: each en.json of the apps has a bn.json sibling with exactly the
// same keys, no empty texts, and the same interpolation placeholders.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const REPO_ROOT = join(__dirname, '../../..');
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);

type Tree = { [key: string]: unknown };

function findFiles(dir: string, name: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) found.push(...findFiles(join(dir, entry.name), name));
    } else if (entry.name === name) {
      found.push(join(dir, entry.name));
    }
  }
  return found;
}

function appSourceDirs(): string[] {
  const apps = readdirSync(REPO_ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => name === 'shared' || name === 'shell' || name.startsWith('remote-'));
  return apps.map((name) => join(REPO_ROOT, name, 'src')).filter((dir) => existsSync(dir));
}

/** Flattens a translation tree to `a.b.c` → text (non-strings are kept to be reported). */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [nested, text] of flatten(value as Tree, path)) out.set(nested, text);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

function placeholders(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  return [...text.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((match) => match[1] ?? '');
}

/** Everything wrong between an EN and a BN tree, as readable lines (empty when they match). */
function parityProblems(en: Tree, bn: Tree): string[] {
  const enKeys = flatten(en);
  const bnKeys = flatten(bn);
  const problems: string[] = [];
  for (const key of enKeys.keys()) if (!bnKeys.has(key)) problems.push(`missing in bn: ${key}`);
  for (const key of bnKeys.keys()) if (!enKeys.has(key)) problems.push(`missing in en: ${key}`);
  for (const [language, keys] of [
    ['en', enKeys],
    ['bn', bnKeys],
  ] as const) {
    for (const [key, text] of keys) {
      if (typeof text !== 'string') problems.push(`not a string in ${language}: ${key}`);
      else if (text.trim() === '') problems.push(`empty in ${language}: ${key}`);
    }
  }
  for (const [key, text] of enKeys) {
    const bnPlaceholders = new Set(placeholders(bnKeys.get(key)));
    for (const name of placeholders(text)) {
      if (bnKeys.has(key) && !bnPlaceholders.has(name)) problems.push(`bn lacks {{${name}}}: ${key}`);
    }
  }
  return problems;
}

const localeDirs = appSourceDirs()
  .flatMap((dir) => findFiles(dir, 'en.json'))
  .map((file) => dirname(file))
  .filter((dir) => existsSync(join(dir, 'bn.json')))
  .sort();

function readTree(file: string): Tree {
  return JSON.parse(readFileSync(file, 'utf8')) as Tree;
}

describe('translation parity between EN and BN', () => {
  it('finds the locale files of shared, the shell and every remote', () => {
    const owners = new Set(localeDirs.map((dir) => relative(REPO_ROOT, dir).split(/[\\/]/)[0]));
    expect(owners).toEqual(
      new Set(['shared', 'shell', 'remote-account', 'remote-lobby', 'remote-content', 'remote-agent']),
    );
  });

  it.each(localeDirs.map((dir) => [relative(REPO_ROOT, dir), dir]))(
    '%s: same keys, no empty texts, same placeholders',
    (_label, dir) => {
      const problems = parityProblems(readTree(join(dir, 'en.json')), readTree(join(dir, 'bn.json')));
      expect(problems).toEqual([]);
    },
  );

  describe('the check itself', () => {
    const en = { a: { b: 'Hello {{name}}', c: 'Bye' }, d: 'Balance {{ amount, number }}' };
    const bn = { a: { b: 'নমস্কার {{name}}', c: 'বিদায়' }, d: 'ব্যালেন্স {{amount}}' };

    it('passes matching trees', () => {
      expect(parityProblems(en, bn)).toEqual([]);
    });

    it('fails when a key is missing in BN', () => {
      expect(parityProblems(en, { ...bn, a: { b: bn.a.b } })).toEqual(['missing in bn: a.c']);
    });

    it('fails when a key is missing in EN', () => {
      expect(parityProblems({ ...en, a: { b: en.a.b } }, bn)).toEqual(['missing in en: a.c']);
    });

    it('fails on an empty text', () => {
      expect(parityProblems(en, { ...bn, a: { ...bn.a, c: ' ' } })).toEqual(['empty in bn: a.c']);
    });

    it('fails when BN drops a placeholder of EN', () => {
      expect(parityProblems(en, { ...bn, a: { ...bn.a, b: 'নমস্কার' } })).toEqual(['bn lacks {{name}}: a.b']);
    });
  });
});
