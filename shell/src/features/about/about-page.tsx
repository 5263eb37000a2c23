// The ops view (/m/about): the environment, and for each remote the pinned release and the one this page
// actually runs (after a fallback to the previous release they differ).
import { useTranslation } from 'react-i18next';
import { useSyncExternalStore } from 'react';
import { REMOTE_NAMES } from 'shared';
import { activeRelease, currentPins, subscribeActiveReleases } from '../../federation/remotes';

declare const __APP_VERSION__: string;

export function AboutPage() {
  const { t } = useTranslation('shell');
  const pins = currentPins();
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
            return (
              <tr key={name} data-testid={`about-${name}`}>
                <th scope="row">{name}</th>
                <td>{pins?.remotes[name].version ?? '-'}</td>
                <td>
                  {running?.release.version ?? '-'}
                  {running?.fallback ? ` (${t('about.fallback')})` : ''}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
