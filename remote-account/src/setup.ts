// Runs once when any of this remote's modules loads: its translations, and its evidence for the
// one-instance test.
import { QueryClientContext } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { I18nContext } from 'react-i18next';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { addAppTranslations, bus, i18n, mcStore, reportSingletons } from 'shared';
import bn from './locales/bn.json';
import en from './locales/en.json';
import './styles/account.css';

export const NAMESPACE = 'account';

addAppTranslations(NAMESPACE, { bn, en });
// Evidence for the one-instance test: what this app's own imports resolve to at run time.
reportSingletons(NAMESPACE, {
  React,
  createRoot,
  NavigationContext: UNSAFE_NavigationContext,
  useAtomValue,
  QueryClientContext,
  I18nContext,
  store: mcStore,
  i18n,
  bus,
});
