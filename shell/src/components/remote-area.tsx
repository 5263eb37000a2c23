// The frame of every remote module: a skeleton while it loads, and "Loading failed, click to retry" in this area
// only when it fails to load or throws while rendering. A failed load also tries again by itself when the
// connection comes back; a part of the frame nobody looks at (deferred to 'idle': the reality check, the service
// button) has nobody to tap its retry, so it also tries again after a pause that doubles each time. The reality
// check is player protection: one slow moment (its code cut off after 8 s) must not turn it off for the visit.
//
// The module is loaded by the area itself and shown with an ordinary state update, not through React.lazy and a
// Suspense fallback: React holds back every Suspense reveal until 300 ms after the last fallback appeared or went
// anywhere on the page, so with a few areas loading at once each page would wait for its neighbours (the member
// centre would appear about 300 ms after its code and data had arrived, holding back its largest paint). A module
// that has already loaded (the page's first-load modules started at boot, or a page seen before) renders at once,
// with no skeleton.
import { useTranslation } from 'react-i18next';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  type RemoteModuleId,
  type RemoteModuleProps,
  remoteOfModule,
  Skeleton,
  useFirstContentShown,
  useNearScreen,
} from 'shared';
import { noteRendered, noteRenderError } from '../federation/health-report';
import {
  activeRelease,
  loadedRemoteModule,
  loadRemoteModule,
  subscribeActiveReleases,
} from '../federation/remotes';

export interface RemoteAreaProps<Id extends RemoteModuleId> {
  id: Id;
  props: RemoteModuleProps[Id];
  /** Skeleton rows while loading. */
  placeholderRows?: number;
  className?: string;
  /**
   * When to load the module, if not at once (the skeleton holds the area's place meanwhile):
   * - 'visible': when its area comes near the screen (below-the-fold parts of a page: their JavaScript is not part
   *   of the first load);
   * - 'idle': once the page's first-load modules are in and the browser is idle (parts of the frame nobody looks
   *   at first, such as the floating service button).
   */
  defer?: 'visible' | 'idle';
}

/** The first pause before a background area loads again by itself; each failure doubles it, up to the cap. */
export const BACKGROUND_RETRY_MS = 10_000;
export const BACKGROUND_RETRY_MAX_MS = 5 * 60_000;

/** The pause before a background area's next try, after `failures` failed loads (1 or more). */
export function backgroundRetryDelay(failures: number): number {
  return Math.min(BACKGROUND_RETRY_MS * 2 ** Math.max(0, failures - 1), BACKGROUND_RETRY_MAX_MS);
}

type Loading<Id extends RemoteModuleId> =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; Module: ComponentType<RemoteModuleProps[Id]> };

function initialState<Id extends RemoteModuleId>(id: Id): Loading<Id> {
  const module = loadedRemoteModule(id);
  return module ? { status: 'ready', Module: module.default } : { status: 'loading' };
}

export function RemoteArea<Id extends RemoteModuleId>({
  id,
  props,
  placeholderRows = 2,
  className,
  defer,
}: RemoteAreaProps<Id>) {
  const areaRef = useRef<HTMLDivElement>(null);
  const near = useNearScreen(areaRef, defer === 'visible');
  // An area deferred to 'idle' waits for the page's first content (shared first-load: set by the shell).
  const firstContentShown = useFirstContentShown();
  const due = defer !== 'idle' || firstContentShown;
  // The area's module id is fixed for its lifetime (callers key areas by route).
  const [loading, setLoading] = useState<Loading<Id>>(() => initialState(id));
  const [attempt, setAttempt] = useState(0);
  // Failed loads in a row, for the background areas' pause; a load that succeeds starts the count again. Read only
  // by the retry's effect, so counting needs no render.
  const failures = useRef(0);
  const remote = remoteOfModule(id);
  const release = useSyncExternalStore(subscribeActiveReleases, () => activeRelease(remote));

  useEffect(() => {
    if (!near || !due || loading.status !== 'loading') return;
    let current = true;
    loadRemoteModule(id).then(
      (module) => {
        if (!current) return;
        failures.current = 0;
        // A transition: React renders the area in slices and lets taps in between (total blocking time).
        startTransition(() => setLoading({ status: 'ready', Module: module.default }));
      },
      (error: unknown) => {
        if (!current) return;
        console.error(`[shell] ${id} failed to load`, error);
        failures.current += 1;
        setLoading({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [id, near, due, loading.status]);

  // Loads again (the federation runtime has evicted a failed entry) and mounts a fresh boundary.
  const retry = useCallback(() => {
    setLoading({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  // The page used this release: release health counts the view (once per path).
  const renderedVersion = loading.status === 'ready' ? release?.release.version : undefined;
  useEffect(() => {
    if (renderedVersion) noteRendered(remote, renderedVersion);
  }, [remote, renderedVersion]);

  const failed = loading.status === 'failed';
  useEffect(() => {
    if (!failed) return;
    window.addEventListener('online', retry);
    const timer = defer === 'idle' ? setTimeout(retry, backgroundRetryDelay(failures.current)) : undefined;
    return () => {
      window.removeEventListener('online', retry);
      clearTimeout(timer);
    };
  }, [failed, defer, retry]);

  let body: ReactNode;
  if (loading.status === 'failed') body = <LoadFailed onRetry={retry} />;
  else if (loading.status === 'loading') body = <Skeleton rows={placeholderRows} />;
  else {
    const { Module } = loading;
    body = (
      <RemoteErrorBoundary
        key={attempt}
        remote={id}
        onError={() => {
          if (release) noteRenderError(remote, release.release.version);
        }}
        onRetry={retry}
      >
        {/* For what the module itself suspends on (its own lazy parts). */}
        <Suspense fallback={<Skeleton rows={placeholderRows} />}>
          <Module {...props} />
        </Suspense>
      </RemoteErrorBoundary>
    );
  }
  return (
    <div
      ref={areaRef}
      className={['mc-remote-area', className].filter(Boolean).join(' ')}
      data-remote={remote}
      data-remote-module={id}
      data-remote-version={release?.release.version ?? ''}
      data-remote-fallback={release?.fallback ? 'true' : undefined}
    >
      {body}
    </div>
  );
}

interface BoundaryProps {
  remote: string;
  /** Counted in release health against the release the area runs. */
  onError: () => void;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] ${this.props.remote} failed`, error, info.componentStack);
    this.props.onError();
  }

  override render() {
    if (this.state.failed) return <LoadFailed onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shared');
  return (
    <div className="mc-load-failed" role="alert">
      <button type="button" className="mc-load-failed__button" onClick={onRetry}>
        {t('errors.loadFailed')}
      </button>
    </div>
  );
}
