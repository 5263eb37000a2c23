// An app's own view of the shared libraries, for the one-instance test: what its imports of React, ReactDOM, the
// router, jotai, react-query and react-i18next resolve to. Imported as `shared/library-evidence`, this module is
// built into each app (only the bare `shared` is a federation singleton), so its imports are the app's own
// consumptions of the shared scope: two apps with two copies of a library report two different objects.
import { QueryClientContext } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import type { LibraryEvidence } from './singletons';

export const libraryEvidence: LibraryEvidence = {
  React,
  createRoot,
  UNSAFE_NavigationContext,
  useAtomValue,
  QueryClientContext,
  useTranslation,
};
