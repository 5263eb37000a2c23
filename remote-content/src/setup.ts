// Runs once when any of this remote's modules loads: its translations, and its evidence for the
// one-instance test.
import { QueryClientContext } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { registerApp } from 'shared';
import announcementsBn from './features/announcements/locales/bn.json';
import announcementsEn from './features/announcements/locales/en.json';
import downloadBn from './features/download/locales/bn.json';
import downloadEn from './features/download/locales/en.json';
import helpBn from './features/help/locales/bn.json';
import helpEn from './features/help/locales/en.json';
import promotionsBn from './features/promotions/locales/bn.json';
import promotionsEn from './features/promotions/locales/en.json';
import serviceBn from './features/service/locales/bn.json';
import serviceEn from './features/service/locales/en.json';
import siteBn from './features/site/locales/bn.json';
import siteEn from './features/site/locales/en.json';
import bn from './locales/bn.json';
import en from './locales/en.json';
import './styles/content.css';

export const NAMESPACE = 'content';

// This app's own imports of the shared libraries, compared across apps by the one-instance test.
const evidence = {
  React,
  createRoot,
  UNSAFE_NavigationContext,
  useAtomValue,
  QueryClientContext,
};
// Each feature keeps its texts beside it, under its own key of the namespace ('promotions.', 'help.', ...).
registerApp(
  NAMESPACE,
  {
    bn: {
      ...bn,
      announcements: announcementsBn,
      download: downloadBn,
      help: helpBn,
      promotions: promotionsBn,
      service: serviceBn,
      site: siteBn,
    },
    en: {
      ...en,
      announcements: announcementsEn,
      download: downloadEn,
      help: helpEn,
      promotions: promotionsEn,
      service: serviceEn,
      site: siteEn,
    },
  },
  evidence,
);
