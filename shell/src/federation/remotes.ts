// Registers the pinned remotes with the federation runtime and loads their exposed modules. A failed load
// evicts the remote's cached entry (so a retry really reloads) and falls back once to the pinned previous
// version when the pin file names one.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  firstLoadHeld,
  type PinFile,
  type PinnedRelease,
  REMOTE_NAMES,
  remoteEntryUrl,
  type RemoteModule,
  type RemoteModuleId,
  type RemoteName,
  firstLoadModules,
  onIdle,
  remoteOfModule,
  textsSettled,
} from 'shared';
import { noteFailedLoad } from './health-report';
import { matchesIntegrity } from './runtime-plugin';

interface ActiveRelease {
  release: PinnedRelease;
  fallback: boolean;
}

const active = new Map<RemoteName, ActiveRelease>();
let pins: PinFile | null = null;
const listeners = new Set<() => void>();

/** Record which release a remote runs now and tell the areas showing it (data-remote-version, about view). */
function setActive(name: RemoteName, release: ActiveRelease) {
  active.set(name, release);
  for (const listener of listeners) listener();
}

export function subscribeActiveReleases(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// The remote's entry script itself, not its manifest: the runtime then needs no manifest request before the entry
// and none of its snapshot code (built with experiments.optimization.disableSnapshot). The page's
// preloads come from the site server, which reads the manifests (deploy/src/page-preloads.ts).
function register(name: RemoteName, release: PinnedRelease, force: boolean) {
  registerRemotes([{ name, entry: remoteEntryUrl(release) }], { force });
}

/** What the runtime plugin puts on each pinned entry script: its integrity, by URL. */
function integrityByUrl(pinFile: PinFile): Map<string, string> {
  const byUrl = new Map<string, string>();
  for (const name of REMOTE_NAMES) {
    for (const release of [pinFile.remotes[name], pinFile.remotes[name].previous]) {
      if (release?.entryIntegrity) byUrl.set(remoteEntryUrl(release), release.entryIntegrity);
    }
  }
  return byUrl;
}

export function registerPinnedRemotes(pinFile: PinFile): void {
  pins = pinFile;
  globalThis.__MC_INTEGRITY__ = integrityByUrl(pinFile);
  for (const name of REMOTE_NAMES) {
    const pin = pinFile.remotes[name];
    setActive(name, { release: pin, fallback: false });
    register(name, pin, false);
  }
}

/**
 * Starts loading the remote modules the page at `pathname` shows first (shared/page-parts), beside the shell's own
 * first render: their entry and files are already in the HTTP cache from the page's preloads, so the page's areas
 * find them evaluated instead of starting them once the shell has rendered (the member centre's largest paint). A
 * failure here is left to the area, which loads again and shows its retry. `startData` is the page's start
 * queries: what waits for the first load (afterFirstLoad) waits for them too, since the page shows its main content
 * only with their answers.
 */
export function startFirstLoadModules(pathname: string, startData: Promise<void>): void {
  const loads = firstLoadModules(pathname).map(({ remote, expose }) =>
    loadRemoteModule(`${remote}/${expose}` as RemoteModuleId),
  );
  firstLoadSettled = Promise.allSettled([...loads, startData]).then(() => undefined);
}

let firstLoadSettled: Promise<void> = Promise.resolve();

/**
 * Resolves once the page's first-load modules and start queries have settled, with the work those modules hold
 * for the page's first content (shared firstLoadHeld: the page the visit opens on, until shown), and three frames
 * have been painted after them, and an idle moment has passed, so their render is on screen: the time for parts
 * nobody looks at first (the side menu, the floating service button, the reality check, the header's unread counts).
 * Their files and requests then stay out of the way of what the page opened to show (its largest paint, total
 * blocking time).
 */
export function afterFirstLoad(): Promise<void> {
  // Three painted frames: the frame after the page's commit paints it, and its largest paint is stamped when that
  // frame is presented, about a frame later. Waiting for the start of two frames (requestAnimationFrame runs before
  // a frame's paint) let the member centre's deferred files start a few milliseconds before its largest paint in
  // some of the benchmark's runs (2 of the 4 looked at), and Lighthouse then counted them into its LCP; two painted
  // frames left 1-12 ms, three leave 8-39 ms (measured in Chromium, unthrottled).
  return firstLoadSettled
    .then(firstLoadHeld)
    .then(afterNextPaint)
    .then(afterNextPaint)
    .then(afterNextPaint)
    .then(whenIdle);
}

/**
 * After the next frame has been painted: a task queued from that frame's animation callback runs after its paint
 * (the next task where requestAnimationFrame is missing or the page is hidden).
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function' || document.hidden) setTimeout(resolve, 0);
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/** The browser's next idle period (shared onIdle). */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    onIdle(resolve);
  });
}

/** The pin file this page runs with. */
export function currentPins(): PinFile | null {
  return pins;
}

/** The version an area runs now (shown as data-remote-version). */
export function activeRelease(name: RemoteName): ActiveRelease | null {
  return active.get(name) ?? null;
}

/** Loads of a module under way: a second caller (the page's area, after the boot's early start) joins the first. */
const loading = new Map<RemoteModuleId, Promise<RemoteModule<RemoteModuleId>>>();

/**
 * The module, from the pinned release or, when that fails and is not tampered with, from the pinned previous one.
 * One load per module at a time: two loads failing together each switched the remote, the second one back to the
 * failed release while the first was loading the previous one, and the area showed its retry.
 */
export function loadRemoteModule<Id extends RemoteModuleId>(id: Id): Promise<RemoteModule<Id>> {
  const pending = loading.get(id);
  if (pending) return pending as Promise<RemoteModule<Id>>;
  const load = loadWithFallback(id).finally(() => loading.delete(id));
  loading.set(id, load as Promise<RemoteModule<RemoteModuleId>>);
  return load;
}

async function loadWithFallback<Id extends RemoteModuleId>(id: Id): Promise<RemoteModule<Id>> {
  const name = remoteOfModule(id);
  try {
    return await loadOnce(id);
  } catch (error) {
    const pin = pins?.remotes[name];
    const current = active.get(name);
    // A release that is there but altered fails closed: no fallback hides tampering.
    const tampered = current ? await isTampered(current.release) : false;
    if (pin?.previous && current && !current.fallback && !tampered) {
      // The current release failed: try the last version known to work before giving up.
      setActive(name, { release: pin.previous, fallback: true });
      register(name, pin.previous, true);
      try {
        const module = await loadOnce(id);
        noteFailedLoad(name, current.release.version, true);
        return module;
      } catch {
        // fall through: report the original failure
      }
    }
    if (current) noteFailedLoad(name, current.release.version);
    // Evict the failed entry and go back to the pinned release, so "retry" starts from scratch.
    if (pin) {
      setActive(name, { release: pin, fallback: false });
      register(name, pin, true);
    }
    throw error;
  }
}

/** True when the release's files are reachable but do not match the pinned integrity. */
async function isTampered(release: PinnedRelease): Promise<boolean> {
  const checks: [string, string | undefined][] = [
    [release.manifest, release.integrity],
    [remoteEntryUrl(release), release.entryIntegrity],
  ];
  for (const [url, integrity] of checks) {
    if (!integrity) continue;
    try {
      const response = await fetch(url, { cache: 'no-store' });
      if (response.ok && !(await matchesIntegrity(await response.arrayBuffer(), integrity))) return true;
    } catch {
      // Unreachable is not tampered: the fallback may help.
    }
  }
  return false;
}

/** Modules loaded so far, by id: an area whose module is here renders it at once, without a loading state. */
const loaded = new Map<RemoteModuleId, RemoteModule<RemoteModuleId>>();

/** True once any module of the remote has loaded on this page: its active release is then the one running. */
export function remoteHasLoaded(name: RemoteName): boolean {
  return [...loaded.keys()].some((id) => remoteOfModule(id) === name);
}

/** The module, when it has already loaded on this page (otherwise undefined: load it). */
export function loadedRemoteModule<Id extends RemoteModuleId>(id: Id): RemoteModule<Id> | undefined {
  return loaded.get(id) as RemoteModule<Id> | undefined;
}

async function loadOnce<Id extends RemoteModuleId>(id: Id): Promise<RemoteModule<Id>> {
  const module = await loadRemote<RemoteModule<Id>>(id);
  // The texts the module registered as it was evaluated (its remote's, its features'): the area then renders once,
  // instead of suspending on them and rendering again.
  await textsSettled();
  if (!module || typeof module.default !== 'function') {
    throw new Error(`${id} did not export a component`);
  }
  loaded.set(id, module as unknown as RemoteModule<RemoteModuleId>);
  return module;
}
