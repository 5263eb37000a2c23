// The site as an installed app, mounted once by the shell's App: the browser bars follow the theme from the start;
// the rest (installed-app.tsx: manifest, service worker, update checks and prompt) loads once the page's first
// content is shown (shared useFirstContentShown, set by the shell once afterFirstLoad resolves), in the same chunk as
// the side menu (layout.tsx): nothing needs it before, and it is not among the files every page waits for.
import { useEffect } from 'react';
import { useDeferredModule } from '../../lib/use-deferred-module';
import { followThemeColor } from './theme-color';

const loadInstalledApp = () => import(/* webpackChunkName: "after-first-content" */ './installed-app');

export function Pwa() {
  useEffect(() => followThemeColor(), []);
  const installed = useDeferredModule(loadInstalledApp, null);
  return installed ? <installed.InstalledApp /> : null;
}
