// The async boundary: shared singletons are negotiated before any app code runs.
//
// The shared libraries are evaluated one per task (React DOM, react-query, the router, the site's shared library),
// then the shell's bootstrap: evaluated all at once they would be the longest task of start-up on a phone
// (total blocking time). Each import only evaluates; the files are already loading from the page's preloads.
import { nextTask } from './next-task';

import('react-dom/client')
  .then(nextTask)
  .then(() => import('@tanstack/react-query'))
  .then(nextTask)
  .then(() => import('react-router-dom'))
  .then(nextTask)
  .then(() => import('shared'))
  .then(nextTask)
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'))
  .catch((error: unknown) => console.error('[bootstrap]', error));
