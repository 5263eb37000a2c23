// The loading chain of a first visit, cut short by the page itself (issue 9). Without help the browser finds each
// file only after the one before it ran: HTML → main.js → bootstrap + shared libraries → pin file → remote
// manifests → remoteEntry.js → exposed chunks → API data → banner image. The site server writes into the HTML:
// - the live pin file inline (no request; the shell reads it before falling back to fetching /env/remotes.json),
// - preconnects to the release store origins,
// - preloads of the shell's first-load files (shell/dist/initial-js.json, written by the build),
// - for the page asked for, preloads of the manifests of the remotes it shows above the fold,
// - on home, the first banner's image (the page's largest paint), asked of the platform API (cached a minute).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from 'shared/pin-file';

export interface RemoteModuleRef {
  remote: RemoteName;
  expose: string;
}

/** The exposed modules a page shows before any scroll or tap, by path (home and its aliases first). */
export const FIRST_LOAD_MODULES: { paths: RegExp; modules: RemoteModuleRef[] }[] = [
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

interface PinLike {
  remotes: Partial<Record<RemoteName, { manifest: string; integrity?: string; entryIntegrity?: string }>>;
}

export interface PreloadOptions {
  shellDir: string;
  /** The image of home's first banner, or null (see homeBannerImage). */
  homeBanner?: () => Promise<string | null>;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
/** JSON inside <script>: nothing in it may close the element or open a comment. */
const escapeScriptJson = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

let shellInitial: Promise<string[]> | null = null;
function shellInitialFiles(shellDir: string): Promise<string[]> {
  shellInitial ??= readFile(path.join(shellDir, 'initial-js.json'), 'utf8')
    .then((text) => (JSON.parse(text) as { files: string[] }).files.filter((file) => !/\/main\./.test(file)))
    .catch(() => {
      shellInitial = null;
      return [];
    });
  return shellInitial;
}

/** Forget cached build facts (a rebuilt shell in the same process: tests and `pnpm start`'s rebuilds). */
export function resetPreloadCaches(): void {
  shellInitial = null;
}

/** The tags to put at the end of <head> for `pathname`, given the live pin file's text. */
export async function headTags(pathname: string, pinText: string, options: PreloadOptions): Promise<string> {
  const tags: string[] = [];
  let pin: PinLike | null = null;
  try {
    pin = JSON.parse(pinText) as PinLike;
    tags.push(
      `<script type="application/json" id="mc-pin-file">${escapeScriptJson(JSON.stringify(pin))}</script>`,
    );
  } catch {
    // An unreadable pin file: the shell fetches it and shows the ops error page; no preloads.
  }
  for (const file of await shellInitialFiles(options.shellDir)) {
    tags.push(`<link rel="preload" as="script" href="/${escapeAttribute(file)}">`);
  }
  if (!pin?.remotes) return tags.join('');

  const origins = new Set<string>();
  for (const release of Object.values(pin.remotes)) {
    try {
      if (release?.manifest) origins.add(new URL(release.manifest).origin);
    } catch {
      // Not a URL: the shell refuses the pin file.
    }
  }
  for (const origin of origins)
    tags.push(`<link rel="preconnect" href="${escapeAttribute(origin)}" crossorigin>`);

  const modules = FIRST_LOAD_MODULES.find((entry) => entry.paths.test(pathname))?.modules ?? [];
  // Only the manifests: a preloaded script that fails (a blocked or broken release) would be reused by the browser
  // when the player retries the area, so the remotes' own files are left to the federation runtime, which asks for
  // them as soon as a manifest is in.
  const manifests = new Set(
    modules.map(({ remote }) => pin.remotes[remote]?.manifest).filter(Boolean) as string[],
  );
  for (const manifest of manifests) {
    tags.push(`<link rel="preload" as="fetch" href="${escapeAttribute(manifest)}" crossorigin="anonymous">`);
  }
  if (modules.some((module) => module.expose === 'HomeBanners') && options.homeBanner) {
    const image = await options.homeBanner();
    if (image)
      tags.push(`<link rel="preload" as="image" href="${escapeAttribute(image)}" fetchpriority="high">`);
  }
  return tags.join('');
}

/**
 * Reads home's first banner image from the platform API the way the content remote does (group m_home, lowest
 * sequence), cached for a minute; null when the API does not answer in time (the page then finds it itself).
 */
export function homeBannerImage(apiOrigin: string, merchantCode: string): () => Promise<string | null> {
  let cached: { at: number; image: Promise<string | null> } | null = null;
  return () => {
    if (cached && Date.now() - cached.at < 60_000) return cached.image;
    const query = new URLSearchParams({
      merchantCode,
      moduleId: 'COMM3',
      types: 'B',
      groupName: 'm_home',
      platform: 'M',
    });
    const image = fetch(`${apiOrigin}/wps/announcement/list?${query}`, { signal: AbortSignal.timeout(500) })
      .then(
        (response) =>
          response.json() as Promise<{ value?: { banners?: { imageUrl: string; sequence: number }[] } }>,
      )
      .then(
        ({ value }) =>
          [...(value?.banners ?? [])].sort((a, b) => a.sequence - b.sequence)[0]?.imageUrl ?? null,
      )
      .catch(() => {
        cached = null;
        return null;
      });
    cached = { at: Date.now(), image };
    return image;
  };
}

/** The page with the tags at the end of its <head>. */
export function withHeadTags(html: string, tags: string): string {
  return html.includes('</head>') ? html.replace('</head>', `${tags}</head>`) : html;
}
