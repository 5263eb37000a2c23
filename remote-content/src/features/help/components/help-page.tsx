// /m/help (spec lobby §2 Help centre): scrolled to the top on entry; the sections as tabs, the first one unless
// the query picks another (tag, i; c picks a child, see lib/help-query.ts). Choices are written back to the
// query (replacing the entry), so a reload or a shared link shows the same topic.
import { useEffect, useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { EmptyState, PageBar, Skeleton } from 'shared';
import { useHelp } from '../api/help';
import '../help.css';
import { helpQuery, parseHelpQuery } from '../lib/help-query';
import { scrollToTop } from '../lib/scroll';
import { HelpSection } from './help-section';
import { HelpTabs } from './help-tabs';
import { useHelpTranslation } from '../texts';
import { waitingOrRetry } from '../../../components/retry-line';

export function HelpPage() {
  const { t } = useHelpTranslation();
  const titleId = useId();
  const { search } = useLocation();
  const navigate = useNavigate();
  const help = useHelp();
  const items = help.data ?? [];
  const { section, child } = parseHelpQuery(search, items);
  const item = items[section];

  useEffect(() => {
    scrollToTop();
  }, []);

  const select = (nextSection: number, nextChild: number | null) =>
    void navigate(
      { search: `?${helpQuery(nextSection, nextChild)}` },
      { replace: true, preventScrollReset: true },
    );

  const content = () =>
    item ? (
      <HelpTabs items={items} selected={section} onSelect={(index) => select(index, null)}>
        <HelpSection
          key={item.id}
          item={item}
          child={child}
          onChooseChild={(index) => select(section, index)}
        />
      </HelpTabs>
    ) : (
      <EmptyState text={t('help.empty')} />
    );

  return (
    <section className="cnt-help" aria-labelledby={titleId}>
      <PageBar title={t('help.title')} titleId={titleId} fallback="/m/home" />
      {waitingOrRetry(help, <Skeleton />) ?? content()}
    </section>
  );
}
