// Download links (spec lobby §3): app downloads and the merchant's social links, one call shared by the
// download page, the service button and the footer. A resource type that is absent is not configured.
import { useQuery } from '@tanstack/react-query';
import { api, CONTENT_PATHS, type DownloadLink, type ResourceType } from 'shared';

export function fetchDownloadLinks(): Promise<DownloadLink[]> {
  return api.get<DownloadLink[]>(CONTENT_PATHS.downloadLinks, { moduleId: 'COMM3' });
}

export function useDownloadLinks() {
  return useQuery({
    queryKey: ['content', 'downloadLinks'],
    queryFn: fetchDownloadLinks,
    staleTime: 10 * 60_000,
  });
}

/** The configured URL of a resource type, or undefined. */
export function linkOf(links: readonly DownloadLink[] | undefined, type: ResourceType): string | undefined {
  const url = links?.find((link) => link.resourceType === type)?.url;
  return url ? url : undefined;
}
