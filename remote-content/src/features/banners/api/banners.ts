// Banners of one group from the announcements call (types B, groupName), sorted by sequence.
import { useQuery } from '@tanstack/react-query';
import { type AnnouncementResponse, api, API_PATHS, type Banner, type BannerGroup } from 'shared';

export async function fetchBanners(group: BannerGroup): Promise<Banner[]> {
  const value = await api.get<AnnouncementResponse>(API_PATHS.announcements, {
    moduleId: 'COMM3',
    query: { types: 'B', groupName: group, platform: 'M' },
  });
  return [...value.banners].sort((a, b) => a.sequence - b.sequence);
}

export function useBanners(group: BannerGroup) {
  return useQuery({
    queryKey: ['content', 'banners', group],
    queryFn: () => fetchBanners(group),
    staleTime: 5 * 60_000,
  });
}
