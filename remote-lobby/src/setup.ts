// Runs once when any of this remote's modules loads: its translations, and its view of the shared libraries for
// the one-instance test (shared/library-evidence, built into this remote).
import { registerApp } from 'shared';
import { libraryEvidence } from 'shared/library-evidence';
import type en from './locales/en.json';
import './styles/lobby.css';

export const NAMESPACE = 'lobby';

declare module 'shared/site-texts' {
  interface SiteTexts {
    lobby: typeof en;
  }
}

export const textsReady = registerApp(
  NAMESPACE,
  (language) => import(/* webpackChunkName: "texts-lobby-[request]" */ `./locales/${language}.json`),
  libraryEvidence,
);
