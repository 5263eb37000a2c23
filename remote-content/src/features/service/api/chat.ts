// The chat calls (spec lobby §7, module id CBS3): the anchor lists (type hot, not cached) and the chat launch.
import { useQuery } from '@tanstack/react-query';
import { api, type ChatAnchors, type ChatLaunchQuery, type ChatLaunchValue, CONTENT_PATHS } from 'shared';

export function fetchChatAnchors(): Promise<ChatAnchors> {
  return api.get<ChatAnchors>(CONTENT_PATHS.chatAnchors, { moduleId: 'CBS3', query: { type: 'hot' } });
}

/** The anchor lists; the spec asks for no cache, so every opening of the sheet asks again. */
export function useChatAnchors(enabled: boolean) {
  return useQuery({
    queryKey: ['content', 'chat', 'anchors', 'hot'],
    queryFn: fetchChatAnchors,
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

export function fetchChatLaunch(query: ChatLaunchQuery): Promise<ChatLaunchValue> {
  return api.get<ChatLaunchValue>(CONTENT_PATHS.chatLaunch, {
    moduleId: 'CBS3',
    query: { ...query },
  });
}
