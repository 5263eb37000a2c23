// The loading chain of a first visit, cut short by the page itself. Without help the browser finds each
// file only after the one before it ran: HTML → main.js → bootstrap + shared libraries → pin file →
// remoteEntry.js → exposed chunks → API data → banner image. The site server writes into the HTML:
// - the live pin file inline (no request; the shell reads it before falling back to fetching /env/remotes.json),
// - preconnects to the release store origins,
// - the API calls the page starts with (config, status, and with a session the member's data), which the loader
//   makes itself as it starts the page's files (shared/src/contracts/start-requests.ts),
// - the files to preload: the shell's first-load files (shell/dist/initial-js.json, written by the build) and, for
//   the page asked for, the entry scripts and first files of the remotes it shows above the fold (read from the
//   releases' manifests). On a page that opens on a banner, a list the page's loader (shell/src/index.html) starts
//   with main.js once the banner is painted; on a page with a first-paint script (the member centre), a list it
//   starts right after that script and the start calls; on any other page, <link rel="preload"> tags right after
//   the charset, which the browser starts as it reads them, and a list of the texts, which the loader picks by
//   language,
// - on home, a first frame: the header's bar and the first banner's image (the page's first and largest paint),
//   the image asked of the platform API (cached a minute); the loader starts the scripts once it is painted, so
//   nothing competes with the image for a slow network.
//   On the member centre the frame draws the page's guest card for a visitor (deploy/src/member-card-frame.ts), and
//   the member's card is drawn into it by the account release's first-paint script, named here.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  FIRST_FRAME_ID,
  FIRST_LOAD_FILES_ID,
  FIRST_PAINT_SCRIPT_ID,
  FIRST_PAINT_SCRIPTS,
  type FirstPaintScript,
  firstLoadModules,
  isFirstPaintFile,
  INLINE_PIN_FILE_ID,
  isPageChunkOf,
  TEXTS_BY_FILE,
  type TextsByFile,
  textsAskedFor,
  textsChunkOf,
} from 'shared/page-parts';
import type { BannerGroup } from 'shared/contract';
import type { RemoteName } from 'shared/pin-file';
import { matchRoute } from 'shared/route-table';
import { EARLY_REQUESTS_ID, earlyRequests } from 'shared/start-requests';
import { memberCardStyle, memberGuestCard } from './member-card-frame.ts';
import { RELEASE_META } from './releases.ts';

interface PinLike {
  remotes: Partial<Record<RemoteName, { manifest: string; integrity?: string; entryIntegrity?: string }>>;
}

export interface PreloadOptions {
  shellDir: string;
  /** A release's mf-manifest.json as JSON, or null (see releaseManifests). */
  releaseManifest?: (url: string) => Promise<unknown>;
  /** The image of a banner group's first banner, or null (see firstBannerImage). */
  firstBanner?: (group: BannerGroup) => Promise<string | null>;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
/** JSON inside <script>: nothing in it may close the element or open a comment. */
const escapeScriptJson = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

let shellInitial: Promise<FirstLoadFile[]> | null = null;
/**
 * The shell's first-load files as the build lists them (scripts/build.ts): its scripts but main.js (the page
 * loads that itself), then their style sheets.
 */
function shellInitialFiles(shellDir: string): Promise<FirstLoadFile[]> {
  shellInitial ??= readFile(path.join(shellDir, 'initial-js.json'), 'utf8')
    .then((text) => {
      const {
        files,
        styles = [],
        texts = [],
      } = JSON.parse(text) as {
        files: string[];
        styles?: string[];
        texts?: { file: string; lang: string }[];
      };
      return [
        ...files
          .filter((file) => !/\/main\./.test(file))
          .map((file): FirstLoadFile => ({ href: `/${file}`, as: 'script' })),
        ...styles.map((file): FirstLoadFile => ({ href: `/${file}`, as: 'style' })),
        ...texts.map(({ file, lang }): FirstLoadFile => ({ href: `/${file}`, as: 'script', lang })),
      ];
    })
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

/** What the site server writes into the page for `pathname`: tags at the end of <head>, markup at the start of <body>. */
export interface PageParts {
  /** Tags for the top of <head>, right after the charset: a page's preloads when nothing must go before them. */
  early?: string;
  head: string;
  body: string;
}

/** The page's parts for `pathname`, given the live pin file's text. */
export async function pageParts(
  pathname: string,
  pinText: string,
  options: PreloadOptions,
): Promise<PageParts> {
  const group = firstFrameGroup(pathname);
  const head = await headTags(pathname, pinText, options, group !== null);
  const image = group && options.firstBanner ? await options.firstBanner(group) : null;
  const card = matchRoute(pathname)?.id === 'member' ? await memberGuestCard() : '';
  return {
    early: head.early,
    head: head.late + FIRST_FRAME_STYLE + (card ? memberCardStyle(FONT) : ''),
    body: firstFrame(image, isPreview(pinText), card),
  };
}

/** Whether the pins are a browser's preview (deploy/src/previews.ts): the shell shows its bar above the header. */
function isPreview(pinText: string): boolean {
  try {
    return Boolean((JSON.parse(pinText) as { preview?: unknown }).preview);
  } catch {
    return false;
  }
}

/**
 * The banner group a page shows first, at the top of its main area, as the shell renders it
 * (shell/src/app/route-screen.tsx): home and the popups over home show home's carousel (m_home), a lobby page
 * its route's group; other pages none.
 */
export function firstFrameGroup(pathname: string): BannerGroup | null {
  const route = matchRoute(pathname);
  if (!route || route.id === 'about') return null;
  if (route.owner === 'shell' || route.popup) return 'm_home';
  return route.bannerGroup ?? null;
}

/**
 * A page's first frame, painted from the HTML before any script has run: the header's bar with the menu glyph and
 * the brand (every page: the first paint), and on pages that open on banners (home, the popups over it, the lobby
 * pages) the first banner of the page's group (the largest paint). It lies over the page at exactly the place of
 * the header and of the banner carousel's first image (52 px + 1 px border, 4 px padding, the 36 px menu button,
 * the main area's 8 px padding, 750 × 300, the app's 520 px column; shell/src/styles/shell.css), under the real
 * header (z-index 20) and every overlay, and lets taps through. The shell removes it at its first render, or, on a
 * page with banners, once the carousel shows its own first image or has nothing to show
 * (shell/src/features/home/first-frame.ts).
 */
const FONT = "'Hind Siliguri','Noto Sans Bengali',system-ui,-apple-system,'Segoe UI',Roboto,sans-serif";
const FRAME = `#${FIRST_FRAME_ID}`;
const FIRST_FRAME_STYLE =
  `<style>${FRAME}{position:absolute;z-index:10;top:0;left:0;right:0;max-width:520px;margin:0 auto;` +
  `pointer-events:none}${FRAME}>div{display:flex;align-items:center;gap:4px;box-sizing:border-box;` +
  `height:53px;padding:0 4px;background:#1a2133;border-bottom:1px solid #2f3a55;color:#f2f4f8;` +
  `font:800 18px ${FONT}}${FRAME} i{display:grid;place-items:center;min-width:36px;min-height:40px;` +
  `font:400 20px system-ui,sans-serif}${FRAME} b{display:flex;gap:2px;color:#f5b82e}` +
  `${FRAME} em{font-style:normal;color:#f2f4f8}` +
  `html[data-theme=light] ${FRAME}>div{background:#fff;border-color:#d5dbe8;color:#141a29}` +
  `html[data-theme=light] ${FRAME} b{color:#916300}html[data-theme=light] ${FRAME} em{color:#141a29}` +
  `${FRAME}>img{display:block;width:calc(100% - 16px);height:auto;aspect-ratio:750/300;` +
  `object-fit:cover;margin:8px;border-radius:10px}` +
  `${FRAME}>p{height:32px;margin:0;background:#f5b82e}html[data-theme=light] ${FRAME}>p{background:#916300}</style>`;

/**
 * `card`: the member centre's guest card (deploy/src/member-card-frame.ts), on that page.
 * `preview`: the page starts with the preview bar (32 px, shell/src/features/preview/), so the frame starts below
 * it, where the header will be.
 */
function firstFrame(image: string | null, preview = false, card = ''): string {
  const banner = image
    ? `<img src="${escapeAttribute(image)}" width="750" height="300" alt="" fetchpriority="high">`
    : '';
  const bar = preview ? '<p></p>' : '';
  return `<div id="${FIRST_FRAME_ID}" aria-hidden="true">${bar}<div><i>☰</i><b>VS<em>BDT</em></b></div>${banner}${card}</div>`;
}

/** A file the page preloads once it starts (the loader in shell/src/index.html turns each into a <link>). */
export interface FirstLoadFile {
  href: string;
  as: 'script' | 'style' | 'fetch';
  crossorigin?: 'anonymous';
  /** Texts of one language: the loader preloads them only when the page starts in that language. */
  lang?: string;
}

/**
 * The tags to put at the top (`early`) and at the end (`late`) of <head> for `pathname`, given the live pin file's
 * text. `opensOnBanner`: the page's first frame shows a banner, which nothing may compete with.
 */
async function headTags(
  pathname: string,
  pinText: string,
  options: PreloadOptions,
  opensOnBanner: boolean,
): Promise<{ early: string; late: string }> {
  const tags: string[] = [];
  let firstPaintScript = '';
  const files: FirstLoadFile[] = [...(await shellInitialFiles(options.shellDir))];
  let pin: PinLike | null = null;
  try {
    pin = JSON.parse(pinText) as PinLike;
    tags.push(jsonScript(INLINE_PIN_FILE_ID, pin));
  } catch {
    // An unreadable pin file: the shell fetches it and shows the ops error page; no remote preloads.
  }
  if (pin?.remotes) {
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

    // The files of the exposed modules the page shows first (remoteEntry.js, the expose's own scripts and style
    // sheets), read from each release's manifest here (the shell loads entry scripts, never manifests). Those are
    // preloaded as `fetch`, into the HTTP cache (release files are immutable), not as scripts: the federation
    // runtime's own <script> then finds them there, while a preload that failed (a blocked or broken release) is
    // never reused when the player retries the area, as a failed script preload would be.
    const remotes = pin.remotes;
    const modules = firstLoadModules(pathname);
    const routeId = matchRoute(pathname)?.id;
    const exposeFiles = await Promise.all(
      modules.map(async ({ remote, expose }) => {
        const manifest = remotes[remote]?.manifest;
        if (!manifest || !options.releaseManifest) return [];
        return exposeFilesOf(manifest, expose, routeId, options.releaseManifest);
      }),
    );
    for (const href of new Set(exposeFiles.flat())) {
      const lang = textsChunkOf(href)?.language;
      files.push({ href, as: 'fetch', crossorigin: 'anonymous', ...(lang ? { lang } : {}) });
    }

    // The page's first-paint script from its remote's pinned release (the signed-in member's card), for the page's
    // head script to ask for before the page's files when a member's session is stored.
    const firstPaint = routeId === undefined ? undefined : FIRST_PAINT_SCRIPTS[routeId];
    const firstPaintManifest = firstPaint ? remotes[firstPaint.remote]?.manifest : undefined;
    if (firstPaint && firstPaintManifest && options.releaseManifest)
      firstPaintScript = await firstPaintTag(firstPaintManifest, firstPaint, options.releaseManifest);
  }
  // A page that opens on a banner lists its files for the loader, which starts them once the banner is painted
  // (shell/src/index.html): nothing competes with the image for a slow network. A page with a first-paint script
  // lists them too: the loader asks for that script and the start calls it draws from first, the files right after.
  // Any other page names them in <link> tags that the browser starts as it reads the head: a <link> added by a
  // script costs the main thread a millisecond or more on a phone, and the loader's batches of them were long tasks
  // after the first paint. The texts stay in the list: the loader picks the page's language, which may be the one
  // remembered on the phone.
  const preloadAtOnce = !opensOnBanner && firstPaintScript === '';
  const atOnce = preloadAtOnce ? files.filter((file) => !file.lang) : [];
  tags.push(jsonScript(FIRST_LOAD_FILES_ID, preloadAtOnce ? files.filter((file) => file.lang) : files));
  // The API calls the page starts with, which the loader makes itself with the session it finds
  // (shared/src/contracts/start-requests.ts): their answers travel beside the scripts.
  tags.push(jsonScript(EARLY_REQUESTS_ID, earlyRequests(pathname)));
  return { early: firstPaintScript + atOnce.map(preloadTag).join(''), late: tags.join('') };
}

/**
 * A first-paint script for the page's head, found in its release's file list (release.json, next to the manifest)
 * with its integrity: JSON the page's first inline script turns into a `<script async>` when a member's session is
 * stored (shell/src/index.html), at the top of the head, so that it is asked for ahead of the page's files. '' when
 * the release has none (an older release: the page paints without it) or the store does not answer in time.
 */
async function firstPaintTag(
  manifestUrl: string,
  script: FirstPaintScript,
  releaseManifest: (url: string) => Promise<unknown>,
): Promise<string> {
  try {
    const meta = (await releaseManifest(new URL(RELEASE_META, manifestUrl).href)) as {
      files?: Record<string, string>;
    } | null;
    const [file, integrity] =
      Object.entries(meta?.files ?? {}).find(([name]) => isFirstPaintFile(name, script)) ?? [];
    if (!file || !integrity) return '';
    return jsonScript(FIRST_PAINT_SCRIPT_ID, { src: new URL(file, manifestUrl).href, integrity });
  } catch {
    return '';
  }
}

/** A file's <link rel="preload"> tag, as the loader would have made it. */
function preloadTag({ href, as, crossorigin }: FirstLoadFile): string {
  const cors = crossorigin ? ` crossorigin="${crossorigin}"` : '';
  return `<link rel="preload" as="${as}" href="${escapeAttribute(href)}"${cors}>`;
}

/** What an mf-manifest.json says of its release's files (the parts read here). */
interface ReleaseManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: {
    name: string;
    assets?: {
      js?: { sync?: string[]; async?: string[] };
      css?: { sync?: string[]; async?: string[] };
    };
  }[];
}

/**
 * The absolute URLs of remoteEntry.js, of an expose's own files and of the chunk of the page the visit opens on
 * (`page-<route id>`, shared/page-parts' isPageChunkOf), next to the manifest (publicPath 'auto').
 */
async function exposeFilesOf(
  manifestUrl: string,
  expose: string,
  routeId: string | undefined,
  releaseManifest: (url: string) => Promise<unknown>,
): Promise<string[]> {
  const manifest = (await releaseManifest(manifestUrl)) as ReleaseManifest | null;
  const entry = manifest?.exposes?.find((candidate) => candidate.name === expose);
  if (!manifest || !entry) return [];
  const remoteEntry = manifest.metaData?.remoteEntry;
  const pageChunk = (file: string) => routeId !== undefined && isPageChunkOf(file, routeId);
  const scripts = [...(entry.assets?.js?.sync ?? []), ...(entry.assets?.js?.async ?? []).filter(pageChunk)];
  // The texts those scripts ask for, in both languages (the loader keeps the page's language), as the release's
  // texts-by-file.json says (tools/webpack/texts-by-file-plugin.ts); without it, every texts file of the expose.
  // Never the remote's copies of the shared namespace, which the shell provides.
  const byFile = (await releaseManifest(new URL(TEXTS_BY_FILE, manifestUrl).href)) as TextsByFile | null;
  const texts = textsAskedFor(scripts, entry.assets?.js?.async ?? [], byFile);
  const paths = [
    ...(remoteEntry?.name ? [`${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`] : []),
    ...scripts,
    ...texts,
    ...(entry.assets?.css?.sync ?? []),
    ...(entry.assets?.css?.async ?? []).filter(pageChunk),
  ];
  try {
    return paths.map((file) => new URL(file, manifestUrl).href);
  } catch {
    return [];
  }
}

/**
 * Reads releases' manifests from the release store, each kept for good once read (a release folder never
 * changes); null when the store does not answer in time (the page then loads the files as it goes).
 */
export function releaseManifests(): (url: string) => Promise<unknown> {
  const cache = new Map<string, Promise<unknown>>();
  return (url) => {
    let manifest = cache.get(url);
    if (!manifest) {
      manifest = fetch(url, { signal: AbortSignal.timeout(500) })
        .then((response) => {
          if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
          return response.json() as Promise<unknown>;
        })
        .catch(() => {
          cache.delete(url);
          return null;
        });
      cache.set(url, manifest);
    }
    return manifest;
  };
}

/** JSON data in the page: `<script type="application/json">`, which nothing in the data can close. */
function jsonScript(id: string, data: unknown): string {
  return `<script type="application/json" id="${id}">${escapeScriptJson(JSON.stringify(data))}</script>`;
}

/**
 * Reads a banner group's first image from the platform API the way the content remote does (lowest sequence),
 * cached for a minute per group; null when the API does not answer in time (the page then finds it itself).
 */
export function firstBannerImage(
  apiOrigin: string,
  merchantCode: string,
): (group: BannerGroup) => Promise<string | null> {
  const cache = new Map<BannerGroup, { at: number; image: Promise<string | null> }>();
  return (group) => {
    const cached = cache.get(group);
    if (cached && Date.now() - cached.at < 60_000) return cached.image;
    const query = new URLSearchParams({
      merchantCode,
      moduleId: 'COMM3',
      types: 'B',
      groupName: group,
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
        cache.delete(group);
        return null;
      });
    cache.set(group, { at: Date.now(), image });
    return image;
  };
}

/**
 * The page with its parts: the early tags right after `<meta charset>` (the preload scanner finds them before the
 * page's scripts), the head tags at the end of <head>, the body markup first in <body>.
 */
export function withPageParts(html: string, parts: PageParts): string {
  if (!html.includes('</head>')) return html;
  const withEarly = parts.early
    ? html.replace(/<meta charset="utf-8" *\/?>/i, (meta) => meta + parts.early)
    : html;
  const withHead = withEarly.replace('</head>', `${parts.head}</head>`);
  return parts.body ? withHead.replace(/<body([^>]*)>/, `<body$1>${parts.body}`) : withHead;
}
