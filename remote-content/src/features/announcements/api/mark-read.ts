// POST the read mark of one announcement (spec lobby §7; contract CONTENT_PATHS.announcementRead).
import { api, CONTENT_PATHS, type MarkAnnouncementReadRequest } from 'shared';

export function postAnnouncementRead(announcementId: number): Promise<null> {
  const body: MarkAnnouncementReadRequest = { announcementId, read: true };
  return api.post<null>(CONTENT_PATHS.announcementRead, body, { moduleId: 'COMM3' });
}
