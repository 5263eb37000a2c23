// The boundary around every remote module: Suspense while it loads, and "Loading failed, click to retry" in
// this area only when it fails. Retry builds a fresh lazy component (React.lazy caches a rejected import).
import {
  Component,
  type ErrorInfo,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
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
  useTranslation,
} from 'shared';
import { activeRelease, loadRemoteModule, subscribeActiveReleases } from '../federation/remotes';

export interface RemoteAreaProps<Id extends RemoteModuleId> {
  id: Id;
  props: RemoteModuleProps[Id];
  /** Skeleton rows while loading. */
  placeholderRows?: number;
  className?: string;
  /**
   * 'visible': load the module only when its area comes near the screen (below-the-fold parts of a page: their
   * JavaScript is not part of the first load). The skeleton holds the area's place meanwhile.
   */
  defer?: 'visible';
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
  // The area's module id is fixed for its lifetime (callers key areas by route); state holds the component.
  const [Lazy, setLazy] = useState(() => createLazyRemote(id));
  const [attempt, setAttempt] = useState(0);
  const remote = remoteOfModule(id);
  const retry = () => {
    setLazy(() => createLazyRemote(id));
    setAttempt((n) => n + 1);
  };
  const release = useSyncExternalStore(subscribeActiveReleases, () => activeRelease(remote));
  return (
    <div
      ref={areaRef}
      className={['mc-remote-area', className].filter(Boolean).join(' ')}
      data-remote={remote}
      data-remote-module={id}
      data-remote-version={release?.release.version ?? ''}
      data-remote-fallback={release?.fallback ? 'true' : undefined}
    >
      {near ? (
        <RemoteErrorBoundary key={attempt} remote={id} onRetry={retry}>
          <Suspense fallback={<Skeleton rows={placeholderRows} />}>
            {/* The contract types the props; React's lazy widens them, so spread them through. */}
            <Lazy {...(props as RemoteModuleProps[Id] & object)} />
          </Suspense>
        </RemoteErrorBoundary>
      ) : (
        <Skeleton rows={placeholderRows} />
      )}
    </div>
  );
}

/** Whether the element is within 300 px of the screen (always true when not deferred or without the API). */
function useNearScreen(ref: RefObject<HTMLElement | null>, deferred: boolean): boolean {
  const [near, setNear] = useState(() => !deferred || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

/**
 * A fresh lazy component for a remote module. Retry needs a new one: React.lazy keeps a rejected import
 * forever, so reusing it would show the failure again without loading anything.
 */
function createLazyRemote<Id extends RemoteModuleId>(id: Id) {
  return lazy(() => loadRemoteModule(id));
}

interface BoundaryProps {
  remote: string;
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
