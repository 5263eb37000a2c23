// Every text key the code asks for exists: each literal `t('a.b')` in an app's sources is found in that app's
// namespace (its locale files as its setup registers them, feature files under their key) or in the shared one.
// The parity test proves BN and EN have the same keys; this one proves the code's keys are among them, so a text
// lost in both languages at once fails here instead of showing its key to players.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

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

/** A feature that registers its own texts when its first module loads (shared/src/i18n/feature-texts.ts). */
interface FeatureTexts {
  /** The feature's folder, e.g. remote-content/src/features/help. */
  folder: string;
  /** Its key in the namespace, or null for texts at the namespace's root. */
  key: string | null;
  tree: Tree;
}

function featureTextsOf(app: string): FeatureTexts[] {
  const features = join(REPO_ROOT, app, 'src/features');
  const found: FeatureTexts[] = [];
  for (const feature of existsSync(features) ? readdirSync(features) : []) {
    const texts = join(features, feature, 'texts.ts');
    // featureTexts(NAMESPACE, 'key', …) registers under its key, featureTexts(NAMESPACE, null, …) at the root.
    const call = existsSync(texts)
      ? /featureTexts\(\s*\w+,\s*(?:'([\w-]+)'|(null))/.exec(readFileSync(texts, 'utf8'))
      : null;
    if (!call) continue;
    const folder = join(features, feature);
    found.push({ folder, key: call[1] ?? null, tree: readJson(join(folder, 'locales/en.json')) });
  }
  return found;
}

/**
 * The app's English tree as it registers it: src/locales plus each feature's file under its key, from its setup or
 * from the feature's own texts module (`withFeatures`).
 */
function appTree(app: string, withFeatures = true): Tree {
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
  for (const { key, tree: featureTree } of withFeatures ? featureTextsOf(app) : []) {
    if (key) tree[key] = featureTree;
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

  // A feature's texts exist only once one of its modules has loaded its texts module: a module that asks for them
  // must import it (through the feature's hook), or it could render its keys on a page that loaded nothing else of
  // the feature.
  it("reads a feature's own texts only in modules that import the feature's texts module", () => {
    const features = featureTextsOf(app);
    const setupTree = appTree(app, false);
    const unregistered: string[] = [];
    for (const file of sourceFiles(join(REPO_ROOT, app, 'src'))) {
      const text = readFileSync(file, 'utf8');
      const importsTexts = (folder: string) =>
        [...text.matchAll(/from '(\.{1,2}\/[^']*texts)'/g)].some(
          (match) => join(dirname(file), match[1]!) === join(folder, 'texts'),
        );
      for (const match of text.matchAll(CALL)) {
        const key = match[1]!;
        const owner = features.find((feature) =>
          feature.key ? key.startsWith(`${feature.key}.`) : has(feature.tree, key) && !has(setupTree, key),
        );
        if (owner && !importsTexts(owner.folder)) unregistered.push(`${relative(REPO_ROOT, file)}: ${key}`);
      }
    }
    expect(unregistered).toEqual([]);
  });
});
