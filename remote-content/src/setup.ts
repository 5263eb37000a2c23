// Runs once when any of this remote's modules loads: its translations, and its evidence for the
// one-instance test.
// No style sheet here: each component and feature imports its own (classes prefixed cnt-). A sheet imported here
// is part of every area's sheet: the remote's base sheet was in all seven, five times over on home.
import { QueryClientContext } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { registerApp } from 'shared';
import type en from './locales/en.json';

export const NAMESPACE = 'content';

declare module 'shared/site-texts' {
  interface SiteTexts {
    content: typeof en;
  }
}

// This app's own imports of the shared libraries, compared across apps by the one-instance test.
const evidence = {
  React,
  createRoot,
  UNSAFE_NavigationContext,
  useAtomValue,
  QueryClientContext,
  useTranslation,
};
// The remote's own texts (banners, home sections), in the current language. Each feature has its own namespace
// beside it ('promotions', 'help', ...: features/*/texts.ts), fetched when its first module loads.
export const textsReady = registerApp(
  NAMESPACE,
  (language) => import(/* webpackChunkName: "texts-content-[request]" */ `./locales/${language}.json`),
  evidence,
);
