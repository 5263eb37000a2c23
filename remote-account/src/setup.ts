// Runs once when any of this remote's modules loads: its translations, and its view of the shared libraries for
// the one-instance test (shared/library-evidence, built into this remote).
import { registerApp } from 'shared';
import { libraryEvidence } from 'shared/library-evidence';
import type en from './locales/en.json';
import './styles/account.css';

export const NAMESPACE = 'account';

declare module 'shared/site-texts' {
  interface SiteTexts {
    account: typeof en;
  }
}

// The remote's common texts, in the current language. Each feature area has its own namespace beside it ('auth',
// 'memberArea', 'money', 'protection', 'realityCheck': features/*/texts.ts), fetched when its first module loads.
export const textsReady = registerApp(
  NAMESPACE,
  (language) => import(/* webpackChunkName: "texts-account-[request]" */ `./locales/${language}.json`),
  libraryEvidence,
);
