// Responsible gaming (/m/responsible-gaming): the member's limits, the reality-check interval, time-out and
// self-exclusion, and links to the history pages and the active sessions. Each part shows only while its
// white-label flag is on; the server enforces every rule, this page explains them.
import { Link } from 'react-router-dom';
import { canonicalPath, LoadFailed, type RouteId, Skeleton } from 'shared';
import { useProtectionOverview } from '../api/overview';
import { useOpenRoutes } from '../hooks/use-open-routes';
import { useProtectionFlags } from '../hooks/use-protection-flags';
import { ExclusionSection } from './exclusion-section';
import { LimitsSection } from './limits-section';
import { ProtectionFrame } from './protection-frame';
import { RealityCheckSection } from './reality-check-section';
import { useProtectionTranslation } from '../texts';
import { ForwardIcon } from 'shared';

/** Where a player looks back at what they played and paid, and who is signed in. */
const LINKS = [
  'bettingRecord',
  'profitAndLoss',
  'depositRecord',
  'transactionRecord',
  'activeSessions',
] as const satisfies RouteId[];

export function ResponsibleGamingPage() {
  const { t } = useProtectionTranslation();
  const flags = useProtectionFlags();
  const overview = useProtectionOverview(flags.limits || flags.realityCheck);
  const links = useOpenRoutes(LINKS);

  let settings = null;
  if (flags.limits || flags.realityCheck) {
    if (overview.isError) settings = <LoadFailed onRetry={() => void overview.refetch()} />;
    else if (!overview.data) settings = <Skeleton rows={6} />;
    else
      settings = (
        <>
          {flags.limits ? <LimitsSection limits={overview.data.limits} /> : null}
          {flags.realityCheck ? <RealityCheckSection minutes={overview.data.realityCheckMinutes} /> : null}
        </>
      );
  }

  return (
    <ProtectionFrame title={t('routes.responsibleGaming', { ns: 'shared' })}>
      <p className="acc-rg__intro">{t('protection.hub.intro')}</p>
      {settings}
      {flags.exclusion ? <ExclusionSection /> : null}
      {links.length > 0 ? (
        <nav className="acc-rg-section" aria-labelledby="acc-rg-more">
          <h2 id="acc-rg-more">{t('protection.hub.more')}</h2>
          <ul className="acc-rg-links">
            {links.map((id) => (
              <li key={id}>
                <Link to={canonicalPath(id)} className="acc-rg-links__item">
                  <span>{t(`routes.${id}`, { ns: 'shared' })}</span>
                  <ForwardIcon />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </ProtectionFrame>
  );
}
