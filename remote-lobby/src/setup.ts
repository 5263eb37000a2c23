// Runs once when any of this remote's modules loads: its translations, and its evidence for the
// one-instance test.
import * as ReactQuery from '@tanstack/react-query';
import * as Jotai from 'jotai';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import * as ReactI18next from 'react-i18next';
import * as ReactRouterDom from 'react-router-dom';
import { addAppTranslations, bus, i18n, mcStore, reportSingletons } from 'shared';
import bn from './locales/bn.json';
import en from './locales/en.json';
import './styles/lobby.css';

export const NAMESPACE = 'lobby';

addAppTranslations(NAMESPACE, { bn, en });
reportSingletons(NAMESPACE, {
  React,
  ReactDOMClient,
  ReactRouterDom,
  Jotai,
  ReactQuery,
  ReactI18next,
  store: mcStore,
  i18n,
  bus,
});
