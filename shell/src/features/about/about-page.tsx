// The ops view (/m/about): the environment, and for each remote the pinned release and the one this page actually
// runs. A remote that nothing on this page has loaded yet is loaded here (its first exposed module, through the
// same fallback as any area), so that "running" is what the remote really runs, not what the pin file hopes: after
// a fallback to the previous release the two differ, and a remote that loads from neither says so.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isCandidate, REMOTE_EXPOSES, REMOTE_NAMES, type RemoteModuleId, type RemoteName } from 'shared';
import {
  activeRelease,
  currentPins,
  loadRemoteModule,
  remoteHasLoaded,
  subscribeActiveReleases,
} from '../../federation/remotes';

declare const __APP_VERSION__: string;

type LoadState = 'checking' | 'loaded' | 'failed';

/** Per remote: loaded already, or loaded now to learn which release runs. */
function useRemoteLoads(): Record<RemoteName, LoadState> {
  const [states, setStates] = useState(
    () =>
      Object.fromEntries(
        REMOTE_NAMES.map((name) => [name, remoteHasLoaded(name) ? 'loaded' : 'checking']),
      ) as Record<RemoteName, LoadState>,
  );
  useEffect(() => {
    let live = true;
    for (const name of REMOTE_NAMES) {
      if (remoteHasLoaded(name)) continue;
      const id = `${name}/${REMOTE_EXPOSES[name][0]!.slice(2)}` as RemoteModuleId;
      void loadRemoteModule(id).then(
        () => live && setStates((current) => ({ ...current, [name]: 'loaded' })),
        () => live && setStates((current) => ({ ...current, [name]: 'failed' })),
      );
    }
    return () => {
      live = false;
    };
  }, []);
  return states;
}

export function AboutPage() {
  const { t } = useTranslation('shell');
  const pins = currentPins();
  const loads = useRemoteLoads();
  // Re-render when an area falls back to a previous release.
  useSyncExternalStore(subscribeActiveReleases, () =>
    REMOTE_NAMES.map((name) => activeRelease(name)?.release.version).join(),
  );
  return (
    <section className="mc-about" aria-labelledby="mc-about-title">
      <h1 id="mc-about-title">{t('about.title')}</h1>
      <p>{t('about.intro')}</p>
      <dl>
        <dt>{t('about.environment')}</dt>
        <dd data-testid="about-environment">{pins?.environment ?? '-'}</dd>
        <dt>{t('about.shell')}</dt>
        <dd>{__APP_VERSION__}</dd>
      </dl>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('about.remote')}</th>
            <th scope="col">{t('about.pinned')}</th>
            <th scope="col">{t('about.running')}</th>
          </tr>
        </thead>
        <tbody>
          {REMOTE_NAMES.map((name) => {
            const running = activeRelease(name);
            const state = loads[name];
            const pin = pins?.remotes[name];
            // This device may run a rollout's candidate or this browser a preview: the pinned release is then its
            // fallback.
            const preview = pins?.preview?.remote === name ? pins.preview : undefined;
            const pinned = pin && (isCandidate(pin) || preview) ? pin.previous : pin;
            const runsCandidate = Boolean(pin?.canary && running?.release.version === pin.canary.version);
            return (
              <tr key={name} data-testid={`about-${name}`}>
                <th scope="row">{name}</th>
                <td>
                  {pinned?.version ?? '-'}
                  {pin?.canary
                    ? ` · ${t('about.rollout', { version: pin.canary.version, percent: pin.canary.percent })}`
                    : ''}
                  {preview
                    ? ` · ${t('about.preview', { version: preview.version, until: preview.expiresAt })}`
                    : ''}
                </td>
                <td aria-busy={state === 'checking' || undefined}>
                  {state === 'checking'
                    ? t('about.checking')
                    : state === 'failed'
                      ? t('about.failed')
                      : `${running?.release.version ?? '-'}${running?.fallback ? ` (${t('about.fallback')})` : ''}${runsCandidate ? ` (${t('about.candidate')})` : ''}${preview && running?.release.version === preview.version ? ` (${t('about.previewRunning')})` : ''}`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
