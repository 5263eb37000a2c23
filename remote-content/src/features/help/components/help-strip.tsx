// The footer's help strip (spec lobby §2 Footer, Help centre): the section titles, each to /m/help?i=<index>.
// On /m/help itself the strip shows nothing and fetches nothing (the page has the list already).
import { Link, useLocation } from 'react-router-dom';
import { useHelp } from '../api/help';
import '../help.css';
import { helpQuery } from '../lib/help-query';
import { useHelpTranslation } from '../texts';

export const HELP_PATH = '/m/help';

export function HelpStrip() {
  const { pathname } = useLocation();
  if (pathname === HELP_PATH) return null;
  return <HelpStripList />;
}

function HelpStripList() {
  const { t } = useHelpTranslation();
  const { data } = useHelp();
  if (!data || data.length === 0) return null;
  return (
    <nav className="cnt-help-strip" aria-label={t('help.strip')}>
      <ul className="mc-inline-list">
        {data.map((item, index) => (
          <li key={item.id}>
            <Link to={`${HELP_PATH}?${helpQuery(index)}`} className="cnt-help-strip__link">
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
