// Test helpers of the announcement views: notices as the API gives them, a fake announcement server behind the
// shared api client (it remembers read marks), and a probe of the location and how it was reached.
import {
  type Announcement,
  type AnnouncementResponse,
  api,
  API_PATHS,
  CONTENT_PATHS,
  type MarkAnnouncementReadRequest,
} from 'shared';
import { useLocation, useNavigationType } from 'react-router-dom';

export function notice(id: number, overrides: Partial<Announcement> = {}): Announcement {
  return {
    id,
    title: `Stored title ${id}`,
    content: `<p>Notice ${id} text</p>`,
    startDate: '2025-03-04T10:00:00+06:00',
    url: '',
    type: 'PL',
    groupName: '',
    announcementImages: [],
    read: false,
    ...overrides,
  };
}

export function response(parts: Partial<AnnouncementResponse> = {}): AnnouncementResponse {
  return { banners: [], promotion: [], player: [], popup: [], hot: [], ...parts };
}

/**
 * Serves the announcement list from `data` and records read marks (the served notices become read, like the
 * platform API). Returns the spies.
 */
export function fakeAnnouncementServer(data: AnnouncementResponse) {
  let served = data;
  const get = jest.spyOn(api, 'get').mockImplementation((path: string) => {
    if (path === API_PATHS.announcements) return Promise.resolve(served);
    return Promise.reject(new Error(`unexpected GET ${path}`));
  });
  const post = jest.spyOn(api, 'post').mockImplementation((path: string, body: unknown) => {
    if (path !== CONTENT_PATHS.announcementRead) return Promise.reject(new Error(`unexpected POST ${path}`));
    const { announcementId } = body as MarkAnnouncementReadRequest;
    const mark = (list: Announcement[]) =>
      list.map((item) => (item.id === announcementId ? { ...item, read: true } : item));
    served = { ...served, player: mark(served.player), popup: mark(served.popup) };
    return Promise.resolve(null);
  });
  return { get, post };
}

export function LocationProbe() {
  const location = useLocation();
  const type = useNavigationType();
  return <output data-testid="location">{`${type} ${location.pathname}${location.search}`}</output>;
}
