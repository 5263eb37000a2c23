// Runs once when any of this remote's modules loads: its translations, and its evidence for the
// one-instance test.
import { QueryClientContext } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { registerApp } from 'shared';
import type en from './locales/en.json';
import './styles/account.css';

export const NAMESPACE = 'account';

declare module 'shared/site-texts' {
  interface SiteTexts {
    account: typeof en;
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
// The remote's common texts, in the current language. Each feature area has its own namespace beside it ('auth',
// 'memberArea', 'money', 'protection', 'realityCheck': features/*/texts.ts), fetched when its first module loads.
export const textsReady = registerApp(
  NAMESPACE,
  (language) => import(/* webpackChunkName: "texts-account-[request]" */ `./locales/${language}.json`),
  evidence,
);
