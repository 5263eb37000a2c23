// Every text key the code asks for exists: each literal `t('a.b')` in an app's sources is found in that app's
// namespace (its locale files as its setup registers them, feature files under their key) or in the shared one.
// The parity test proves BN and EN have the same keys; this one proves the code's keys are among them, so a text
// lost in both languages at once fails here instead of showing its key to players.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const REPO_ROOT = join(__dirname, '../../..');

type Tree = { [key: string]: unknown };

function readJson(path: string): Tree {
  return JSON.parse(readFileSync(path, 'utf8')) as Tree;
}

function has(tree: Tree, key: string): boolean {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !(part in node)) {
      // Plural forms: 'x' is present as 'x_one' / 'x_other'.
      return node !== null && typeof node === 'object' && `${part}_other` in node;
    }
    node = (node as Tree)[part];
  }
  return true;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') out.push(...sourceFiles(path));
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      out.push(path);
    }
  }
  return out;
}

/**
 * The app's English tree as it registers it: src/locales plus each feature's file under its key, from its setup or
 * from the feature's own texts module.
 */
function appTree(app: string): Tree {
  const src = join(REPO_ROOT, app, 'src');
  const tree: Tree = { ...readJson(join(src, 'locales/en.json')) };
  const setup = ['setup.ts', 'bootstrap.tsx'].map((file) => join(src, file)).find((file) => existsSync(file));
  const text = setup ? readFileSync(setup, 'utf8') : '';
  const imports = new Map<string, string>();
  for (const match of text.matchAll(/import (\w+) from '\.\/(features\/[\w-]+\/locales)\/en\.json';/g)) {
    imports.set(match[1]!, match[2]!);
  }
  for (const match of text.matchAll(/(\w+): (\w+)\b/g)) {
    const folder = imports.get(match[2]!);
    if (folder) tree[match[1]!] = readJson(join(src, folder, 'en.json'));
  }
  // Features that register their own texts when they load (remote-account/src/lib/feature-texts.ts).
  const features = join(src, 'features');
  for (const feature of existsSync(features) ? readdirSync(features) : []) {
    const texts = join(features, feature, 'texts.ts');
    // featureTexts('key', …) registers under its key, featureTexts(null, …) at the namespace's root.
    const call = existsSync(texts)
      ? /featureTexts\((?:'([\w-]+)'|(null))/.exec(readFileSync(texts, 'utf8'))
      : null;
    if (!call) continue;
    const featureTree = readJson(join(features, feature, 'locales/en.json'));
    if (call[1]) tree[call[1]] = featureTree;
    else Object.assign(tree, featureTree);
  }
  return tree;
}

const shared: Tree = {
  ...readJson(join(REPO_ROOT, 'shared/src/i18n/locales/en.json')),
  routes: readJson(join(REPO_ROOT, 'shared/src/routes/locales/en.json')),
};

const APPS = readdirSync(REPO_ROOT).filter(
  (name) =>
    (name === 'shell' || name.startsWith('remote-')) && existsSync(join(REPO_ROOT, name, 'src/locales')),
);

// t('key') or t("key"), optionally followed by options; keys built at run time (template literals) are skipped.
const CALL = /\bt\(\s*'([a-zA-Z][\w.-]*)'/g;

describe.each(APPS)('%s', (app) => {
  it('asks only for text keys that exist in its namespace or the shared one', () => {
    const tree = appTree(app);
    const missing: string[] = [];
    for (const file of sourceFiles(join(REPO_ROOT, app, 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(CALL)) {
        const key = match[1]!;
        if (!has(tree, key) && !has(shared, key)) missing.push(`${relative(REPO_ROOT, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
