// A remote's page module: the page built for a route id, or an honest "coming soon" frame titled with the
// route's name for a page a later release builds. A page may be given as a loader of its own chunk (`lazyPages`):
// a remote's pages then load one at a time, the page opened first without the code of all the others.
// Such a chunk is named `page-<route id>` (webpackChunkName; PAGE_CHUNK_PREFIX): the site server preloads the one of
// the page a visit opens on (deploy/src/page-preloads.ts), so it costs no round trip of its own.
import { useTranslation } from 'react-i18next';
import { textsSettled } from '../i18n/i18next-setup';
import { type ComponentType, startTransition, useEffect, useState } from 'react';
import { matchRoute } from '../routes/route-table';
import { holdFirstLoad, startDataIn } from '../state/first-load';
import { ComingSoon } from './coming-soon';
import { LoadFailed } from './load-failed';
import { Skeleton } from './skeleton';

/** Loads a page's chunk and gives its component. */
export type PageLoader = () => Promise<ComponentType>;

export interface PageSwitchProps {
  routeId: string;
  pages?: Partial<Record<string, ComponentType>>;
  /** Pages in chunks of their own, by route id. */
  lazyPages?: Partial<Record<string, PageLoader>>;
}

export function PageSwitch({ routeId, pages = {}, lazyPages = {} }: PageSwitchProps) {
  const { t } = useTranslation();
  const load = lazyPages[routeId];
  if (load) return <LazyPage key={routeId} load={load} />;
  const Page = pages[routeId];
  if (Page) return <Page />;
  return <ComingSoon title={t(`routes.${routeId}`, { defaultValue: routeId })} />;
}

/** Pages already loaded: shown at once when the player comes back to them. */
const loadedPages = new WeakMap<PageLoader, ComponentType>();
/** Pages loading now: one load per page, whoever asks. */
const loadingPages = new WeakMap<PageLoader, Promise<ComponentType>>();

/** How long a page waits for the page's start queries beside its own chunk (startDataIn). */
const START_DATA_WAIT_MS = 1_000;

/** Loads a page's chunk once (a failed load is forgotten, so that a retry asks again). */
function loadPage(load: PageLoader): Promise<ComponentType> {
  let loading = loadingPages.get(load);
  if (!loading) {
    // The page a visit opens on renders once, with its start data (pages opened later find it long settled).
    const data = startDataIn(START_DATA_WAIT_MS);
    loading = load().then(
      // The page's texts (its feature's namespace, registered as its chunk was evaluated) before its first render.
      async (Page) => {
        await Promise.all([textsSettled(), data]);
        loadedPages.set(load, Page);
        return Page;
      },
      (error: unknown) => {
        loadingPages.delete(load);
        throw error;
      },
    );
    loadingPages.set(load, loading);
  }
  return loading;
}

/** Pages a visit opened on, until shown: what tells the page's first content that they are. */
const openingPages = new WeakMap<PageLoader, () => void>();
/** How long the first content waits for an opening page that has arrived but is not shown (the player left it). */
const OPENING_PAGE_WAIT_MS = 1_000;

/**
 * Starts loading the chunk of the page a visit opens on (the route of `pathname`) as the Pages module is evaluated,
 * before the module renders: the page then usually shows in the area's first render, with no placeholder between.
 * The page's first content lasts until that page is shown (holdFirstLoad): the shell's deferred parts wait for it.
 */
export function startOpeningPage(
  lazyPages: Partial<Record<string, PageLoader>>,
  pathname: string = location.pathname,
): void {
  const routeId = matchRoute(pathname)?.id;
  const load = routeId === undefined ? undefined : lazyPages[routeId];
  if (!load) return;
  holdFirstLoad(
    loadPage(load).then(
      () =>
        new Promise<void>((resolve) => {
          openingPages.set(load, resolve);
          setTimeout(resolve, OPENING_PAGE_WAIT_MS);
        }),
    ),
  );
}

type LazyState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; Page: ComponentType };

function LazyPage({ load }: { load: PageLoader }) {
  const known = loadedPages.get(load);
  const [state, setState] = useState<LazyState>(
    known ? { status: 'ready', Page: known } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    // Also when the page was shown at once: it may have arrived between this render and this effect. A chunk that
    // failed is asked for again on retry (webpack forgets a failed chunk).
    loadPage(load).then(
      (Page) => {
        // A transition: React renders the page in slices, the placeholder staying until it is ready, rather than
        // the whole page in one task that blocks taps.
        if (current)
          startTransition(() =>
            setState((shown) =>
              shown.status === 'ready' && shown.Page === Page ? shown : { status: 'ready', Page },
            ),
          );
      },
      () => {
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const shown = state.status === 'ready';
  useEffect(() => {
    if (shown) openingPages.get(load)?.();
  }, [shown, load]);

  if (state.status === 'ready') return <state.Page />;
  if (state.status === 'failed')
    return (
      <LoadFailed
        onRetry={() => {
          setState({ status: 'loading' });
          setAttempt((count) => count + 1);
        }}
      />
    );
  return <Skeleton />;
}
