// Runs once when any of this remote's modules loads: its translations, and its evidence for the
// one-instance test.
import { QueryClientContext } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { registerApp } from 'shared';
import centreBn from './features/centre/locales/bn.json';
import centreEn from './features/centre/locales/en.json';
import contractsBn from './features/contracts/locales/bn.json';
import contractsEn from './features/contracts/locales/en.json';
import uplineBn from './features/upline/locales/bn.json';
import uplineEn from './features/upline/locales/en.json';
import bn from './locales/bn.json';
import en from './locales/en.json';
import './styles/agent.css';

export const NAMESPACE = 'agent';

// This app's own imports of the shared libraries, compared across apps by the one-instance test.
const evidence = {
  React,
  createRoot,
  UNSAFE_NavigationContext,
  useAtomValue,
  QueryClientContext,
};
// The contract alerts and the shared components keep their texts at the top ('alerts.', 'common.'); each
// feature area keeps its texts beside it, under its own key of the namespace ('centre.', 'contracts.', 'upline.').
registerApp(
  NAMESPACE,
  {
    bn: { ...bn, centre: centreBn, contracts: contractsBn, upline: uplineBn },
    en: { ...en, centre: centreEn, contracts: contractsEn, upline: uplineEn },
  },
  evidence,
);
