// Every name any app imports from 'react-router-dom' must be exported by the shared router module, which is what
// 'react-router-dom' is in the built site: a missing one would be undefined only in production.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as facade from './react-router-dom';

const ROOT = path.resolve(__dirname, '../../..');
const APP_SOURCES = [
  'shell/src',
  'remote-account/src',
  'remote-lobby/src',
  'remote-content/src',
  'remote-agent/src',
  'shared/src',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The value names (not `type` imports) of every `import { … } from 'react-router-dom'`. */
function importedNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const dir of APP_SOURCES) {
    for (const file of sourceFiles(path.join(ROOT, dir))) {
      if (file.includes(`${path.sep}router${path.sep}react-router-dom`)) continue;
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router(?:-dom)?'/g)) {
        if (match[1]) continue;
        for (const part of match[2]!.split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0]!;
          if (name && !name.startsWith('type ')) names.set(name, path.relative(ROOT, file));
        }
      }
    }
  }
  return names;
}

test('the shared router module exports every router name the apps import', () => {
  const names = importedNames();
  expect(names.size).toBeGreaterThan(5);
  const missing = [...names].filter(([name]) => !(name in facade)).map(([name, file]) => `${name} (${file})`);
  expect(missing).toEqual([]);
});

test('apps import the router as react-router-dom only, so that one module is shared', () => {
  const direct = [...APP_SOURCES]
    .flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
    .filter((file) => !file.endsWith(path.join('router', 'react-router-dom.ts')))
    .filter((file) => /from\s+'react-router'/.test(readFileSync(file, 'utf8')));
  expect(direct.map((file) => path.relative(ROOT, file))).toEqual([]);
});
