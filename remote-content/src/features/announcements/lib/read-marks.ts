// Read marks in the cached announcement responses (spec lobby §4: "set locally, call the server, reload").
import type { Announcement, AnnouncementResponse } from 'shared';

const LISTS = ['player', 'popup', 'promotion', 'hot'] as const;

/** The response with notice `id` marked read everywhere it appears (the same object when nothing changes). */
export function withReadMark(data: AnnouncementResponse, id: number): AnnouncementResponse {
  let changed = false;
  const next = { ...data };
  for (const list of LISTS) {
    const notices = data[list];
    if (!Array.isArray(notices) || !notices.some((notice) => notice.id === id && !notice.read)) continue;
    changed = true;
    next[list] = notices.map((notice) => (notice.id === id ? { ...notice, read: true } : notice));
  }
  return changed ? next : data;
}

/** The notice `id` in a response (player notices first, then pop-ups), or undefined. */
export function findNotice(data: AnnouncementResponse | undefined, id: number): Announcement | undefined {
  return data?.player?.find((notice) => notice.id === id) ?? data?.popup?.find((notice) => notice.id === id);
}
