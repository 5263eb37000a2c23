// Start-up: theme and language first (no flash), then the environment's pin file; register the remotes and
// render, or render the ops error page when the pin file is unusable. The app's own modules are evaluated in a
// later task (app/start.tsx), so that no single task of start-up is long on a phone (total blocking time).
import * as ReactDOMClient from 'react-dom/client';
import {
  addTexts,
  applyTheme,
  createQueryClient,
  i18nReady,
  markFirstContentShown,
  prefetchStartQueries,
  startSessionSync,
} from 'shared';
import 'shared/theme.css';
import 'shared/ui.css';
import { deviceId } from './federation/device-id';
import { measureWebVitals, startHealthReports } from './federation/health-report';
import { loadPinFile } from './federation/pin-file';
import { nextTask } from './next-task';
import { loadShellTexts } from './texts';
import { afterFirstLoad, registerPinnedRemotes, startFirstLoadModules } from './federation/remotes';
import './styles/shell.css';

applyTheme();
startSessionSync();
// The shared and the shell's texts in the page's language, fetched beside the pin file; the first render waits
// for them (no keys on screen, no suspended header).
const textsReady = Promise.all([i18nReady, addTexts('shell', loadShellTexts)]);

// The page's one react-query client, made here so that the queries every page needs start now, beside the pin
// file, while the app's code is evaluated and rendered (shared/src/state/start-queries.ts).
const queryClient = createQueryClient();
const startData = prefetchStartQueries(queryClient, location.pathname);

const root = ReactDOMClient.createRoot(document.getElementById('root')!);

// 'eager': app/start.tsx ships in this chunk (no request), and is evaluated only when imported here.
const start = () => import(/* webpackMode: "eager" */ './app/start');

loadPinFile()
  .then(async (pinFile) => {
    registerPinnedRemotes(pinFile);
    startFirstLoadModules(location.pathname, startData);
    startHealthReports({ environment: pinFile.environment, deviceId: deviceId() });
    // What nobody opened the page for (deferred areas, the badges' counts, measuring web vitals) waits for the
    // page's content.
    void afterFirstLoad().then(() => {
      markFirstContentShown();
      void measureWebVitals();
    });
    await Promise.all([textsReady, nextTask()]);
    (await start()).renderApp(root, queryClient);
  })
  .catch(async (error: unknown) => {
    console.error('[shell] pin file', error);
    await textsReady;
    (await start()).renderOpsError(root, error instanceof Error ? error.message : String(error));
  });
