// What the site server writes into the page before any script runs (deploy/src/page-preloads.ts), and the shell
// reads or removes: the ids are the interface between the two. Node-safe (the site server imports it): no React,
// no browser globals.
import { matchRoute } from '../routes/route-table.ts';
import type { RemoteName } from '../routes/route-types';

/** The live pin file, inline as `<script type="application/json">` (shell/src/federation/pin-file.ts). */
export const INLINE_PIN_FILE_ID = 'mc-pin-file';

/** Home's first frame: the header's bar and the first banner painted from the HTML (shell/src/features/home). */
export const FIRST_FRAME_ID = 'mc-first-frame';

/**
 * A script a remote's release carries for a page's first paint, by the route it paints: built outside federation
 * as `js/<name>.<hash>.js` (tools/webpack/create-config.ts, createFirstPaintConfig), added to the page by the site
 * server from the pinned release's file list (deploy/src/page-preloads.ts). The member centre's is the signed-in
 * member's card, drawn from the loader's early answers (remote-account/src/first-paint/member-card.ts).
 */
export interface FirstPaintScript {
  remote: RemoteName;
  name: string;
}

export const FIRST_PAINT_SCRIPTS: Readonly<Record<string, FirstPaintScript>> = {
  member: { remote: 'account', name: 'first-paint-member' },
};

/**
 * The page's first-paint script, as JSON `{ src, integrity }` at the top of the head: the page's first inline script
 * (shell/src/index.html's loader, which cannot import this: keep the id in step there) adds it only when a member's
 * session is stored, so a visitor never downloads a card they would not see.
 */
export const FIRST_PAINT_SCRIPT_ID = 'mc-first-paint';

/** The release file of a first-paint script, if `file` (a path in a release, `js/<name>.<hash>.js`) is it. */
export function isFirstPaintFile(file: string, script: FirstPaintScript): boolean {
  return new RegExp(`^js/${script.name}\\.[0-9a-f]+\\.js$`).test(file);
}

/**
 * The files the page preloads once it starts: JSON `[{ href, as, crossorigin? }]`, read by the loader in
 * shell/src/index.html (which cannot import this: keep the id in step there).
 */
export const FIRST_LOAD_FILES_ID = 'mc-first-load';

/** A remote's exposed module, as the site server and the shell name it for a page's first load. */
export interface RemoteModuleRef {
  remote: RemoteName;
  expose: string;
}

/** What home (and a popup opened over it) shows first: its banners and its game area. */
export const HOME_FIRST_LOAD_MODULES: readonly RemoteModuleRef[] = [
  { remote: 'content', expose: 'HomeBanners' },
  { remote: 'lobby', expose: 'HomeGameArea' },
];

/**
 * The exposed modules a page shows before any scroll or tap, as the shell renders the page's route
 * (shell/src/app/route-screen.tsx): home's for home and the popups over it; a remote's page its route's banners (when
 * it has a banner group) and its owner's Pages module; nothing for the about page or a path the site does not know.
 * The site server preloads their files (deploy/src/page-preloads.ts) and the shell starts loading them as it boots,
 * beside its own first render (shell/src/federation/remotes.ts), instead of when the page's area first renders.
 */
export function firstLoadModules(pathname: string): readonly RemoteModuleRef[] {
  const route = matchRoute(pathname);
  if (!route || route.id === 'about') return [];
  if (route.owner === 'shell' || route.popup) return HOME_FIRST_LOAD_MODULES;
  return [
    ...(route.bannerGroup ? [{ remote: 'content' as const, expose: 'Banners' }] : []),
    { remote: route.owner, expose: 'Pages' },
  ];
}

/**
 * The name prefix of a page's own chunk: a remote's Pages module may load each page from a chunk named
 * `page-<route id>` (pages that share a module: `page-<id>~<id>…`; shared/src/ui/page-switch.tsx), which the site
 * server then preloads with the Pages module's files when a visit opens on that page (it finds the file in the
 * release's manifest by this name).
 */
export const PAGE_CHUNK_PREFIX = 'page-';

/** Whether a file (`js/page-a~b.0123456789.js`) is the chunk of the page `routeId`. */
export function isPageChunkOf(file: string, routeId: string): boolean {
  const name = file.slice(file.lastIndexOf('/') + 1);
  if (!name.startsWith(PAGE_CHUNK_PREFIX)) return false;
  return name.slice(PAGE_CHUNK_PREFIX.length).split('.')[0]!.split('~').includes(routeId);
}

/** What each remote release says of its scripts' texts, beside its manifest (tools/webpack/texts-by-file-plugin.ts). */
export const TEXTS_BY_FILE = 'texts-by-file.json';
/** A script file's path → the texts namespaces it asks for. */
export type TextsByFile = Record<string, string[]>;

const TEXTS_NAME = /(?:^|\/)texts-([\w-]+)-(bn|en)-json(?:\.[0-9a-f]+\.js)?$/;

/**
 * The namespace and language of a texts chunk, from its chunk name or its file (`texts-<namespace>-<language>-json`,
 * the webpackChunkName of every texts loader); null for any other chunk.
 */
export function textsChunkOf(nameOrFile: string): { namespace: string; language: string } | null {
  const match = TEXTS_NAME.exec(nameOrFile);
  return match ? { namespace: match[1]!, language: match[2]! } : null;
}

/**
 * The texts files among `candidates` that `scripts` ask for, as the release's map says (every one of them without
 * a map), never a remote's copy of the shared namespace, which the shell provides.
 */
export function textsAskedFor(
  scripts: readonly string[],
  candidates: readonly string[],
  byFile: TextsByFile | null,
): string[] {
  const wanted = byFile ? new Set(scripts.flatMap((file) => byFile[file] ?? [])) : null;
  return candidates.filter((file) => {
    const namespace = textsChunkOf(file)?.namespace;
    if (namespace === undefined || namespace === 'shared' || namespace === 'routes') return false;
    return wanted === null || wanted.has(namespace);
  });
}
