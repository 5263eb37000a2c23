// What the site server writes into the page before any script runs (deploy/src/page-preloads.ts), and the shell
// reads or removes: the ids are the interface between the two. Node-safe (the site server imports it): no React,
// no browser globals.
import type { RemoteName } from '../routes/route-types';

/** The live pin file, inline as `<script type="application/json">` (shell/src/federation/pin-file.ts). */
export const INLINE_PIN_FILE_ID = 'mc-pin-file';

/** Home's first frame: the header's bar and the first banner painted from the HTML (shell/src/features/home). */
export const FIRST_FRAME_ID = 'mc-first-frame';

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

/**
 * The exposed modules a page shows before any scroll or tap, by path (home and its aliases first). The site server
 * preloads their files (deploy/src/page-preloads.ts) and the shell starts loading them as it boots, beside its own
 * first render (shell/src/federation/remotes.ts), instead of when the page's area first renders.
 */
export const FIRST_LOAD_MODULES: readonly { paths: RegExp; modules: readonly RemoteModuleRef[] }[] = [
  {
    paths: /^\/(m\/?(home\/?)?)?$/,
    modules: [
      { remote: 'content', expose: 'HomeBanners' },
      { remote: 'lobby', expose: 'HomeGameArea' },
    ],
  },
  {
    paths: /^\/m\/(slot|live|fish|poker|sports|esports|lottery|cockfight|bingo|jackpot)[a-z-]*\/?$/,
    modules: [
      { remote: 'content', expose: 'Banners' },
      { remote: 'lobby', expose: 'Pages' },
    ],
  },
  {
    paths: /^\/m\/(member|deposit|withdraw|security|records|responsible-gaming)/,
    modules: [{ remote: 'account', expose: 'Pages' }],
  },
];

/** The first-load modules of a page's path (none for a page that shows no remote first). */
export function firstLoadModules(pathname: string): readonly RemoteModuleRef[] {
  return FIRST_LOAD_MODULES.find((entry) => entry.paths.test(pathname))?.modules ?? [];
}
