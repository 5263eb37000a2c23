// Runs once when any of this remote's modules loads: its translations, and its evidence for the
// one-instance test.
import { QueryClientContext } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { registerApp } from 'shared';
import bn from './locales/bn.json';
import en from './locales/en.json';
import './styles/account.css';

export const NAMESPACE = 'account';

// This app's own imports of the shared libraries, compared across apps by the one-instance test.
const evidence = {
  React,
  createRoot,
  UNSAFE_NavigationContext,
  useAtomValue,
  QueryClientContext,
};
// Each feature area keeps its texts beside it and registers them when its first module loads, under its own key of
// the namespace ('memberArea.', 'money.', 'protection.', 'realityCheck.'; the auth forms' at the root):
// shared/src/i18n/feature-texts.ts. The remote's entry carries only these few common texts.
registerApp(NAMESPACE, { bn, en }, evidence);
