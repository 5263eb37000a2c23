// The help centre list (spec lobby §2, §7: language, device MOBILE). The key carries the language, so a language
// change refetches; the language used follows the interface's 200 ms after it changes (DEBOUNCE_MS.helpRefetch),
// and the previous language's list stays on screen meanwhile.
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, CONTENT_PATHS, DEBOUNCE_MS, type HelpItem, useDebouncedValue } from 'shared';

export const helpKey = (language: string) => ['content', 'help', language] as const;

export function fetchHelp(language: string): Promise<HelpItem[]> {
  return api.get<HelpItem[]>(CONTENT_PATHS.help, {
    moduleId: 'COMM3',
    query: { language, device: 'MOBILE' },
  });
}

export interface UseHelpOptions {
  /** False keeps the list from being fetched (the home shell on /m/help). */
  enabled?: boolean;
}

export function useHelp({ enabled = true }: UseHelpOptions = {}) {
  const { i18n } = useTranslation();
  const language = useDebouncedValue(i18n.language, DEBOUNCE_MS.helpRefetch);
  return useQuery({
    queryKey: helpKey(language),
    queryFn: () => fetchHelp(language),
    enabled,
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
}
