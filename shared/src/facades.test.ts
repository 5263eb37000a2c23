// The site's library facades (shared/src/router/react-router-dom.ts, shared/src/query/react-query.ts,
// shared/src/i18n/react-i18next.js): in the built site, 'react-router-dom', '@tanstack/react-query' and
// 'react-i18next' are these modules, shared under those names, with only the names the apps use. Every name any app imports must be exported by its facade: a missing one would be
// undefined only in production (TypeScript would not notice: it types the real packages).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appSourceFiles, REPO_ROOT as ROOT } from '../../tools/jest/app-sources';

const FACADES = [
  { name: 'router', file: 'router/react-router-dom.ts', from: /'react-router(?:-dom)?'/ },
  { name: 'query', file: 'query/react-query.ts', from: /'@tanstack\/react-query'/ },
  { name: 'texts', file: 'i18n/react-i18next.js', from: /'react-i18next'/ },
];

/**
 * The names a facade re-exports, read from its text (the query facade imports the package's ES build by file, which
 * this test runner does not load).
 */
function exportedNames(facadeFile: string): Set<string> {
  const text = readFileSync(path.join(ROOT, 'shared/src', facadeFile), 'utf8');
  const names = [...text.matchAll(/export\s*\{([^}]*)\}\s*from/g)].flatMap((match) =>
    match[1]!.split(',').map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .pop()!,
    ),
  );
  return new Set(names.filter(Boolean));
}

const ALL_SOURCES = appSourceFiles((name) => /\.tsx?$/.test(name)).map((file) => path.join(ROOT, file));

/** The value names (not `type` imports) of every `import { … } from` the facade's package, by name → a file. */
function importedNames(from: RegExp, facadeFile: string): Map<string, string> {
  const names = new Map<string, string>();
  const pattern = new RegExp(String.raw`import\s+(type\s+)?\{([^}]*)\}\s+from\s+` + from.source, 'g');
  for (const file of ALL_SOURCES) {
    if (file.endsWith(facadeFile)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      if (match[1]) continue;
      for (const part of match[2]!.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith('type ')) names.set(name, path.relative(ROOT, file));
      }
    }
  }
  return names;
}

test.each(FACADES)('the $name facade exports every name the apps import from its package', (facade) => {
  const names = importedNames(facade.from, facade.file);
  const exported = exportedNames(facade.file);
  // The scan finds the imports at all (the apps use at least the names the facade starts with).
  expect(names.size).toBeGreaterThanOrEqual(2);
  const missing = [...names]
    .filter(([name]) => !exported.has(name))
    .map(([name, file]) => `${name} (${file})`);
  expect(missing).toEqual([]);
});

test('apps import the router as react-router-dom only, so that one module is shared', () => {
  const direct = ALL_SOURCES.filter((file) => !file.endsWith(FACADES[0]!.file)).filter((file) =>
    /from\s+'react-router'/.test(readFileSync(file, 'utf8')),
  );
  expect(direct.map((file) => path.relative(ROOT, file))).toEqual([]);
});
