// /m/helpDetail?i=&c= (or tag=): one help section, or one of its children when `c` names one, as a full page
// with a back control. Without `c`, a section with children lists every child with its content.
import { useEffect, useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { EmptyState, PageBar, Skeleton } from 'shared';
import { SafeHtml } from '../../../components/safe-html';
import { useHelp } from '../api/help';
import '../help.css';
import { parseHelpQuery } from '../lib/help-query';
import { scrollToTop } from '../lib/scroll';
import { useHelpTranslation } from '../texts';
import { waitingOrRetry } from '../../../components/retry-line';

export function HelpDetailPage() {
  const { t } = useHelpTranslation();
  const titleId = useId();
  const { search } = useLocation();
  const help = useHelp();
  const items = help.data ?? [];
  const { section, child } = parseHelpQuery(search, items);
  const item = items[section];
  const entry = child === null ? undefined : item?.children[child];

  useEffect(() => {
    scrollToTop();
  }, [search]);

  const content = () => {
    if (!item) {
      return (
        <EmptyState
          text={t('help.empty')}
          action={
            <Link to="/m/help" className="mc-button mc-button--secondary">
              {t('help.title')}
            </Link>
          }
        />
      );
    }
    if (entry) {
      return (
        <article className="cnt-help__detail">
          <h2 className="cnt-help__pane-title">{entry.title}</h2>
          <SafeHtml html={entry.content} className="cnt-help__content" />
        </article>
      );
    }
    return (
      <article className="cnt-help__detail">
        <h2 className="cnt-help__pane-title">{item.title}</h2>
        {item.children.length === 0 ? (
          <SafeHtml html={item.content} className="cnt-help__content" />
        ) : (
          item.children.map((part) => (
            <section key={part.id} className="cnt-help__detail-part">
              <h3 className="cnt-help__detail-title">{part.title}</h3>
              <SafeHtml html={part.content} className="cnt-help__content" />
            </section>
          ))
        )}
      </article>
    );
  };

  return (
    <section className="cnt-help" aria-labelledby={titleId}>
      <PageBar title={entry?.title ?? item?.title ?? t('help.title')} titleId={titleId} fallback="/m/help" />
      {waitingOrRetry(help, <Skeleton />) ?? content()}
    </section>
  );
}
