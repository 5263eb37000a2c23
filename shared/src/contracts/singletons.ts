// Evidence of the one-instance rule: every app reports the module objects it sees for React, ReactDOM, the
// router, jotai, react-query, react-i18next and shared's store / i18n / bus; tests compare them from the page.

/**
 * The packages every app shares as one instance. The federation share config (tools/webpack/create-config.ts)
 * and the pin check (deploy/src/releases.ts) both read this list, so a singleton that is shared is also checked.
 * react-router is not a separate entry: the apps share the site's own `react-router-dom` module, which takes from
 * react-router only the names they use. i18next and react-i18next hold the page's one language and its texts.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  '@tanstack/react-query',
  'jotai',
  'i18next',
  'react-i18next',
  'shared',
] as const;

export type SharedSingleton = (typeof SHARED_SINGLETONS)[number];

/** Deep imports shared with their package ('react/' shares react/jsx-runtime, 'react-dom/' react-dom/client). */
export const SHARED_DEEP_IMPORTS = ['react/', 'react-dom/', 'jotai/'] as const;

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
  useTranslation: unknown;
}

export function reportSingletons(app: string, instances: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  const reports = (window.__MC_SINGLETONS__ ??= []);
  if (!reports.some((report) => report.app === app)) reports.push({ app, instances });
}
