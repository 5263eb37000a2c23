// The agency centre (/m/agent, /m/agent/home; the shell lets only agent types in): links to the three contract
// pages, then tabs for the team's figures, its downlines and the affiliate links. The tab is kept in the URL
// (?tab=downlines, replacing the entry) so a reload stays on it; the date range is shared by the tabs.
import { type KeyboardEvent, useId, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageFrame } from '../../../components/page-frame';
import { useAgentRange } from '../../../lib/agent-range';
import { DownlinesPanel } from './downlines-panel';
import { KpiPanel } from './kpi-panel';
import { LinksPanel } from './links-panel';
import '../centre.css';
import { useCentreTranslation } from '../texts';

export const CENTRE_TABS = ['overview', 'downlines', 'links'] as const;
export type CentreTab = (typeof CENTRE_TABS)[number];

export const CONTRACT_LINKS = [
  { key: 'dailySalary', path: '/m/member/agent/getSalaryContract' },
  { key: 'dividend', path: '/m/member/agent/getDevidendContract' },
  { key: 'hourlySalary', path: '/m/member/agent/getHourContract' },
] as const;

const isTab = (value: string | null): value is CentreTab =>
  (CENTRE_TABS as readonly (string | null)[]).includes(value);

export function AgentCentrePage() {
  const { t } = useCentreTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: CentreTab = isTab(requested) ? requested : 'overview';
  const range = useAgentRange();
  const tabRefs = useRef<Partial<Record<CentreTab, HTMLButtonElement | null>>>({});

  const select = (next: CentreTab, focus = false) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'overview') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
    if (focus) tabRefs.current[next]?.focus();
  };

  // Arrow keys, Home and End move between the tabs (WAI-ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = CENTRE_TABS.indexOf(tab);
    const last = CENTRE_TABS.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(CENTRE_TABS[target]!, true);
  };

  return (
    <PageFrame title={t('centre.title')} fallback="/m/member" className="agt-centre">
      <nav className="agt-contract-links" aria-label={t('centre.contracts.label')}>
        {CONTRACT_LINKS.map((link) => (
          <Link key={link.key} to={link.path} className="agt-contract-links__link">
            {t(`centre.contracts.${link.key}`)}
          </Link>
        ))}
      </nav>
      <div role="tablist" aria-label={t('centre.tabs.label')} className="agt-tabs" onKeyDown={onKeyDown}>
        {CENTRE_TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className="agt-tabs__tab"
            onClick={() => select(name)}
          >
            {t(`centre.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`} tabIndex={0}>
        {tab === 'overview' && <KpiPanel range={range} />}
        {tab === 'downlines' && <DownlinesPanel range={range} />}
        {tab === 'links' && <LinksPanel />}
      </div>
    </PageFrame>
  );
}
