// The site's marketing copy in the current language (spec: never hard-coded): highlight cards, the help-centre
// block, licence, copyright and footer promo links. Refetched when the language changes (the key has it).
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { api, CONTENT_PATHS, type SiteContent } from 'shared';

export function fetchSiteContent(language: string): Promise<SiteContent> {
  return api.get<SiteContent>(CONTENT_PATHS.siteContent, { moduleId: 'COMM3', query: { language } });
}

export function useSiteContent() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    queryKey: ['content', 'site', language],
    queryFn: () => fetchSiteContent(language),
    staleTime: 10 * 60_000,
  });
}
