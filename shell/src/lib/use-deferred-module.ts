// A module of the shell that nothing on the first screen shows (the side menu, opened by a tap; the installed app's
// parts): a chunk of its own, loaded once the page's first content is shown (shared/src/state/first-load.ts), so it
// is not among the files every page waits for, and at once when the player asks for it before that. A
// failed load the player asked for says so; each new request tries again.
import { startTransition, useEffect, useState } from 'react';
import { bus, i18n, useFirstContentShown } from 'shared';

/**
 * The module `load` gives, or null until it has loaded. `request` names the player's latest request for it (e.g.
 * the history entry a menu was opened at), null when there is none: a request made before the first content is
 * shown loads the module then, and each new request retries a load that failed.
 */
export function useDeferredModule<T>(load: () => Promise<T>, request: string | null): T | null {
  const shown = useFirstContentShown();
  const [module, setModule] = useState<T | null>(null);
  const wanted = module === null && (shown || request !== null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    load().then(
      (loaded) => {
        // Rendered in slices: the module arrives while the page may still be rendering its first content.
        if (live) startTransition(() => setModule(() => loaded));
      },
      (error: unknown) => {
        console.error('[shell] deferred module', error);
        // Only a load the player asked for is worth a message; one nobody asked for waits for a request.
        if (live && request !== null) {
          bus.emit('toast', {
            type: 'offline',
            message: i18n.t('errors.offline', { ns: 'shared' }),
            id: 'deferred-module',
          });
        }
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, load, request]);
  return module;
}
