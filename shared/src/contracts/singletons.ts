// Evidence of the one-instance rule: every app reports the module objects it sees for React, ReactDOM, the
// router, jotai, react-query and shared's store / i18n / bus; tests compare them from the page.

export interface SingletonReport {
  app: string;
  instances: Record<string, unknown>;
}

declare global {
  interface Window {
    __MC_SINGLETONS__?: SingletonReport[];
  }
}

/**
 * What an app's own imports of the shared libraries resolve to: the contexts and hooks that must be one
 * (module namespace objects are not compared: webpack builds one per consumer).
 */
export interface LibraryEvidence {
  React: unknown;
  createRoot: unknown;
  UNSAFE_NavigationContext: unknown;
  useAtomValue: unknown;
  QueryClientContext: unknown;
}

export function reportSingletons(app: string, instances: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  const reports = (window.__MC_SINGLETONS__ ??= []);
  if (!reports.some((report) => report.app === app)) reports.push({ app, instances });
}
