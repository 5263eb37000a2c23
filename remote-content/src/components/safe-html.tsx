// The one way this remote renders CMS HTML: always through the sanitiser. Clicks on site links navigate in
// the app (no full reload); other links open safely in a new tab (see sanitize.ts). A picture that fails to load
// is hidden rather than shown as a broken image.
import { type MouseEvent, useLayoutEffect, useMemo, useRef } from 'react';
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
  const container = useRef<HTMLDivElement>(null);

  // Listening from the moment the HTML is in the page, before the browser can report a load error (it does so
  // in a later task). An image's error event does not bubble, so it is caught on its way down.
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) event.target.hidden = true;
    };
    element.addEventListener('error', onError, true);
    return () => element.removeEventListener('error', onError, true);
  }, [clean]);

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
      ref={container}
      id={id}
      className={className ? `cnt-html ${className}` : 'cnt-html'}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
