// The one way this remote renders CMS HTML: always through the sanitiser. Clicks on site links navigate in
// the app (no full reload); other links open safely in a new tab (see sanitize.ts).
import { type MouseEvent, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { sanitizeHtml } from '../lib/sanitize';

export interface SafeHtmlProps {
  html: string;
  className?: string;
  id?: string;
}

export function SafeHtml({ html, className, id }: SafeHtmlProps) {
  const navigate = useNavigate();
  const clean = useMemo(() => sanitizeHtml(html), [html]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href') ?? '';
    if (href.startsWith('/') && !href.startsWith('//') && !event.metaKey && !event.ctrlKey) {
      event.preventDefault();
      void navigate(href);
    }
  };

  return (
    // The container only forwards clicks on site links inside the CMS text; the links themselves are focusable.
    <div
      id={id}
      className={className ? `cnt-html ${className}` : 'cnt-html'}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
