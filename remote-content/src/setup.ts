// Runs once when any of this remote's modules loads: its translations, and its view of the shared libraries for
// the one-instance test (shared/library-evidence, built into this remote).
// No style sheet here: each component and feature imports its own (classes prefixed cnt-). A sheet imported here
// is part of every area's sheet: the remote's base sheet was in all seven, five times over on home.
import { registerApp } from 'shared';
import { libraryEvidence } from 'shared/library-evidence';
import type en from './locales/en.json';

export const NAMESPACE = 'content';

declare module 'shared/site-texts' {
  interface SiteTexts {
    content: typeof en;
  }
}

// The remote's own texts (banners, home sections), in the current language. Each feature has its own namespace
// beside it ('promotions', 'help', ...: features/*/texts.ts), fetched when its first module loads.
export const textsReady = registerApp(
  NAMESPACE,
  (language) => import(/* webpackChunkName: "texts-content-[request]" */ `./locales/${language}.json`),
  libraryEvidence,
);
