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
import './styles/lobby.css';

export const NAMESPACE = 'lobby';

declare module 'shared/site-texts' {
  interface SiteTexts {
    lobby: typeof en;
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
export const textsReady = registerApp(
  NAMESPACE,
  (language) => import(/* webpackChunkName: "texts-lobby-[request]" */ `./locales/${language}.json`),
  evidence,
);
