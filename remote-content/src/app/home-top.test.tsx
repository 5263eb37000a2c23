import { act, screen } from '@testing-library/react';
import { contentKeys, firstContentShownAtom, mcStore, NOTICE_TYPES } from 'shared';
import { fakeAnnouncementServer, notice, response } from '../features/announcements/testing/notice-testing';
import { renderWithProviders } from '../testing/render';
import { HomeTop } from './home-top';
// The pop-ups' module loaded up front: a pop-up offered too early would be on screen by the first assertion.
import '../features/announcements/components/home-popups';

const POPUPS = response({
  popup: [notice(11, { type: 'PU', content: '<p>Tonight only</p>' })],
});

async function renderHomeTop() {
  fakeAnnouncementServer(POPUPS);
  const view = renderWithProviders(<HomeTop />, { path: '/m/home' });
  view.client.setQueryData(contentKeys.announcementList(NOTICE_TYPES, null, 'en', null), POPUPS);
  // The query cache tells its observers on the next tick.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return view;
}

beforeEach(() => {
  sessionStorage.clear();
  mcStore.set(firstContentShownAtom, false);
});
afterEach(() => {
  mcStore.set(firstContentShownAtom, false);
  jest.restoreAllMocks();
});

describe('HomeTop', () => {
  it('offers the pop-up notices once the page it opened on is on screen, not before', async () => {
    await renderHomeTop();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => mcStore.set(firstContentShownAtom, true));
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveTextContent('Tonight only');
  });
});
