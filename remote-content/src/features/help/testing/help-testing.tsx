// Test helpers of the help views: help items as the API gives them, the API's GET calls answered by path, and a
// switch for wide screens.
import { useLocation } from 'react-router-dom';
import { api, CONTENT_PATHS, type HelpItem, type Query, type SiteContent } from 'shared';

const child = (id: number) => ({ id, title: `Question ${id}`, content: `<p>Answer ${id}</p>` });

export const HELP_ITEMS: HelpItem[] = [
  { id: 1, title: 'About us', tag: 'about', content: '<p>We are a gaming site.</p>', children: [] },
  { id: 2, title: 'FAQ', tag: 'faq', content: '', children: [child(21), child(22), child(23)] },
  { id: 3, title: 'Terms', tag: 'terms', content: '<p>The terms.</p>', children: [] },
];

export const SITE: SiteContent = {
  highlights: [],
  helpBlock: { title: 'Need help?', body: 'Our team answers around the clock.' },
  licence: { imageUrl: '/licence.png', title: 'Licence' },
  copyright: '© 2019-2025 vsbdtf5.',
  promoLinks: [],
};

/** Answers the help and site-content calls; records the queries. */
export function fakeHelpServer(items: HelpItem[] = HELP_ITEMS) {
  return jest.spyOn(api, 'get').mockImplementation((path: string, options: { query?: Query }) => {
    if (path === CONTENT_PATHS.help) {
      const language = options.query?.language;
      return Promise.resolve(
        items.map((item) => ({ ...item, title: language === 'bn' ? `${item.title} (bn)` : item.title })),
      );
    }
    if (path === CONTENT_PATHS.siteContent) return Promise.resolve(SITE);
    return Promise.reject(new Error(`unexpected GET ${path}`));
  });
}

/** Makes `(min-width: 768px)` match (or not); undo with `delete window.matchMedia`. */
export function mockWideScreen(wide: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: wide && query.includes('min-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
