// Marking a notice read (spec lobby §2, §4, §7): only with a session whose type is not 4, only for a notice the
// cache knows to be unread. The mark is set locally at once (the header badge drops), the POST is throttled
// 150 ms (one queue per query client, shared by every component), and afterwards the announcement lists are
// reloaded, which also restores the true state if the call failed. A failure says nothing: the count stays.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  activeSessionAtom,
  type AnnouncementResponse,
  canMarkAnnouncementRead,
  contentKeys,
  THROTTLE_MS,
  useAtomValue,
} from 'shared';
import { postAnnouncementRead } from '../api/mark-read';
import { findNotice, withReadMark } from '../lib/read-marks';
import { createThrottledQueue, type ThrottledQueue } from '../lib/throttled-queue';

const queues = new WeakMap<QueryClient, ThrottledQueue<number>>();

function queueOf(client: QueryClient): ThrottledQueue<number> {
  let queue = queues.get(client);
  if (!queue) {
    queue = createThrottledQueue<number>(THROTTLE_MS.markAnnouncementRead, (id) => {
      postAnnouncementRead(id)
        .catch(() => undefined)
        .finally(() => void client.invalidateQueries({ queryKey: contentKeys.announcements }));
    });
    queues.set(client, queue);
  }
  return queue;
}

function knownUnread(client: QueryClient, id: number): boolean {
  const cached = client.getQueriesData<AnnouncementResponse>({ queryKey: contentKeys.announcements });
  return cached.some(([, data]) => findNotice(data, id)?.read === false);
}

/** `markRead(id)`: true when a read mark was sent for this notice, false when the rules skip it. */
export function useMarkRead(): (id: number) => boolean {
  const client = useQueryClient();
  const session = useAtomValue(activeSessionAtom);
  const allowed =
    session !== null && canMarkAnnouncementRead({ loggedIn: Boolean(session.token), type: session.type });

  return useCallback(
    (id: number) => {
      if (!allowed || !knownUnread(client, id)) return false;
      client.setQueriesData<AnnouncementResponse>({ queryKey: contentKeys.announcements }, (data) =>
        data ? withReadMark(data, id) : data,
      );
      return queueOf(client).push(id);
    },
    [allowed, client],
  );
}
