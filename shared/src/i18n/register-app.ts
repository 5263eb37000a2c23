// What every app does once when it loads: register where its texts are and report its evidence for the
// one-instance test, together with shared's own store, the i18n instance and the bus.
import { bus } from '../bus/event-bus';
import { type LibraryEvidence, reportSingletons } from '../contracts/singletons';
import { mcStore } from '../state/store';
import { addTexts, i18n, type TextsLoader, type TextsNamespace } from './i18next-setup';

/** Resolves when the app's texts are in, in the current language. */
export function registerApp(
  app: TextsNamespace,
  texts: TextsLoader,
  evidence: LibraryEvidence,
): Promise<void> {
  reportSingletons(app, { ...evidence, store: mcStore, i18n, bus });
  return addTexts(app, texts);
}
