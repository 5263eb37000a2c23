// The React side of the page's i18n: a component's `t` for one namespace, re-rendering it when the language
// changes or texts are added to that namespace later (a remote registering after the component mounted).
import { useSyncExternalStore } from 'react';
import { getFixedT, i18n, SHARED_NAMESPACE, subscribe } from './i18n';

/**
 * `t` for the namespace (the shared one when none is given) and the instance. `t` stays the same function until
 * the language or the namespace's texts change, so hooks may list it in their dependencies.
 */
export function useTranslation(namespace: string = SHARED_NAMESPACE) {
  const snapshot = () => getFixedT(namespace);
  const t = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { t, i18n };
}
