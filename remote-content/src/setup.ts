// Runs once when any of this remote's modules loads: its translations, and its evidence for the
// one-instance test.
// No style sheet here: each component and feature imports its own (classes prefixed cnt-). A sheet imported here
// is part of every area's sheet: the remote's base sheet was in all seven, five times over on home.
import { QueryClientContext } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { registerApp } from 'shared';
import bn from './locales/bn.json';
import en from './locales/en.json';

export const NAMESPACE = 'content';

// This app's own imports of the shared libraries, compared across apps by the one-instance test.
const evidence = {
  React,
  createRoot,
  UNSAFE_NavigationContext,
  useAtomValue,
  QueryClientContext,
};
// The remote's own texts (banners, home sections). Each feature keeps its texts beside it, under its own key of the
// namespace ('promotions.', 'help.', ...), and registers them when its first module loads (features/*/texts.ts).
registerApp(NAMESPACE, { bn, en }, evidence);
