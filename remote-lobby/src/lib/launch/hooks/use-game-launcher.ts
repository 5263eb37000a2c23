// The one game launcher: login popup without a session, otherwise asks for the game page and opens it in the
// site's frame (or navigates for a 'redirect' answer); a failure shows the catalogue message.
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { bus, loggedInAtom, notifyError, useAtomValue, useSetAtom } from 'shared';
import { fetchLaunch } from '../api/launch';
import { openGameAtom } from '../frame-state';
import { type LaunchTarget, toLaunchQuery } from '../launch-target';

export function useGameLauncher() {
  const { i18n } = useTranslation('lobby');
  const loggedIn = useAtomValue(loggedInAtom);
  const setOpenGame = useSetAtom(openGameAtom);
  const client = useQueryClient();
  return useCallback(
    async (target: LaunchTarget) => {
      if (!loggedIn) {
        bus.emit('popup:open', { kind: 'login' });
        return;
      }
      try {
        const value = await fetchLaunch(toLaunchQuery(target, i18n.language));
        // The launch records the game as recent.
        void client.invalidateQueries({ queryKey: ['lobby', 'list', 'recent'] });
        if (value.mode === 'redirect') window.location.assign(value.url);
        else setOpenGame({ url: value.url, title: target.title });
      } catch (error) {
        notifyError(error);
      }
    },
    [client, i18n, loggedIn, setOpenGame],
  );
}
