// Home's help-centre block (spec lobby §2 Home lobby): the title and text of the site's marketing copy and a
// link to each help section. Shows and fetches nothing while the path is /m/help.
import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSiteContent } from '../../../lib/site-content';
import { useHelp } from '../api/help';
import '../help.css';
import { helpQuery } from '../lib/help-query';
import { HELP_PATH } from './help-strip';
import { useHelpTranslation } from '../texts';

export function HelpCentreBlock() {
  const { pathname } = useLocation();
  if (pathname === HELP_PATH) return null;
  return <HelpCentreContent />;
}

function HelpCentreContent() {
  const { t } = useHelpTranslation();
  const titleId = useId();
  const { data: site } = useSiteContent();
  const { data: items } = useHelp();
  const title = site?.helpBlock.title || t('help.title');
  return (
    <section className="cnt-help-block" aria-labelledby={titleId}>
      <h2 id={titleId} className="cnt-help-block__title">
        {title}
      </h2>
      {site?.helpBlock.body && <p className="cnt-help-block__body">{site.helpBlock.body}</p>}
      {items && items.length > 0 && (
        <ul className="mc-entry-grid">
          {items.map((item, index) => (
            <li key={item.id}>
              <Link to={`${HELP_PATH}?${helpQuery(index)}`} className="cnt-help-block__link">
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to={HELP_PATH} className="cnt-help-block__all">
        {t('help.all')}
      </Link>
    </section>
  );
}
