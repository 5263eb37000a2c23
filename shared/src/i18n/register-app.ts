// What every app does once when it loads: register its translations (both languages) and report its evidence
// for the one-instance test, together with shared's own store, i18n instance and bus.
import { bus } from '../bus/event-bus';
import { type LibraryEvidence, reportSingletons } from '../contracts/singletons';
import { mcStore } from '../state/store';
import { addAppTranslations, type AppTranslations, i18n } from './i18n';

export function registerApp(app: string, translations: AppTranslations, evidence: LibraryEvidence): void {
  addAppTranslations(app, translations);
  reportSingletons(app, { ...evidence, store: mcStore, i18n, bus });
}
