// Runs once when any of this remote's modules loads: its translations, and its evidence for the
// one-instance test.
// No style sheet here: each component and feature imports its own (classes prefixed agt-; the contract alerts use
// the shared dialog). A sheet imported here is part of every area's files, and an empty one was a request for
// nothing on every page an agent opened.
import { QueryClientContext } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { registerApp } from 'shared';
import type en from './locales/en.json';

export const NAMESPACE = 'agent';

declare module 'shared/site-texts' {
  interface SiteTexts {
    agent: typeof en;
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
// The contract alerts' and the shared components' texts ('alerts.', 'common.'), in the current language. Each
// feature area has its own namespace beside it ('centre', 'contracts', 'upline': features/*/texts.ts), fetched
// when its first module loads.
export const textsReady = registerApp(
  NAMESPACE,
  (language) => import(/* webpackChunkName: "texts-agent-[request]" */ `./locales/${language}.json`),
  evidence,
);
