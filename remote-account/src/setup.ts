// Runs once when any of this remote's modules loads: its translations, and its evidence for the
// one-instance test.
import { QueryClientContext } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { registerApp } from 'shared';
import memberBn from './features/member/locales/bn.json';
import memberEn from './features/member/locales/en.json';
import realityCheckBn from './features/reality-check/locales/bn.json';
import realityCheckEn from './features/reality-check/locales/en.json';
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
// Each feature area keeps its texts beside it, under its own key of the namespace ('memberArea.', 'realityCheck.'
// here; 'money.' and 'protection.' are registered by those features' own modules: shared/src/i18n/feature-texts.ts).
registerApp(
  NAMESPACE,
  {
    bn: {
      ...bn,
      memberArea: memberBn,
      realityCheck: realityCheckBn,
    },
    en: {
      ...en,
      memberArea: memberEn,
      realityCheck: realityCheckEn,
    },
  },
  evidence,
);
