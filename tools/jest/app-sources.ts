// The apps' source folders, for the tests that scan every app's source at once (icons drawn as glyphs, the library
// facades' names, the type scale): one list, so that a new app is scanned by all of them.
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export const APP_SOURCE_FOLDERS = [
  'shell/src',
  'remote-account/src',
  'remote-lobby/src',
  'remote-content/src',
  'remote-agent/src',
  'shared/src',
] as const;

/** Every file of the apps' source whose name `wanted` accepts, as a path from the repository's root. */
export function appSourceFiles(wanted: (name: string) => boolean): string[] {
  return APP_SOURCE_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(REPO_ROOT, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && wanted(entry.name))
      .map((entry) => path.relative(REPO_ROOT, path.join(entry.parentPath, entry.name))),
  );
}
