import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { contentKeys, NOTICE_TYPES } from 'shared';
import { installCarouselLayout, shownSlides, swipe } from '../../../components/testing/carousel-layout';
import { renderWithProviders, signIn, signOut } from '../../../testing/render';
import { fakeAnnouncementServer, LocationProbe, notice, response } from '../testing/notice-testing';
import { NoticeDetailPage } from './notice-detail-page';
import { NoticePage } from './notice-page';

const FIVE = response({ player: [1, 2, 3, 4, 5].map((id) => notice(id)) });

function renderAt(path: string, data = FIVE, token: string | null = null) {
  const server = fakeAnnouncementServer(data);
  const view = renderWithProviders(
    <Routes>
      <Route path="/m/notice" element={<NoticePage />} />
      <Route path="/m/noticeDetail" element={<NoticeDetailPage />} />
      <Route path="/m/home" element={<LocationProbe />} />
    </Routes>,
    { path },
  );
  view.client.setQueryData(contentKeys.announcementList(NOTICE_TYPES, null, 'en', token), data);
  return { ...view, server };
}

afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

describe('NoticePage', () => {
  it('starts at the index of the query and shows where it is', async () => {
    renderAt('/m/notice?index=1');
    expect(await screen.findByText('2 / 5')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Announcement 2 of 5' })).not.toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(screen.getByRole('heading', { name: 'Notice 2 text' })).toBeInTheDocument();
  });

  it('moves with the previous and next controls and marks the shown notice read', async () => {
    signIn();
    const user = userEvent.setup();
    const { server } = renderAt('/m/notice', FIVE, 't');
    expect(await screen.findByText('1 / 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous announcement' })).toBeDisabled();
    await waitFor(() =>
      expect(server.post).toHaveBeenCalledWith(
        '/wps/announcement/read',
        { announcementId: 1, read: true },
        { moduleId: 'COMM3' },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Next announcement' }));
    expect(screen.getByText('2 / 5')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.post).toHaveBeenCalledWith(
        '/wps/announcement/read',
        { announcementId: 2, read: true },
        { moduleId: 'COMM3' },
      ),
    );
  });

  it('starts at the first notice when the index is out of range', async () => {
    renderAt('/m/notice?index=42');
    expect(await screen.findByText('1 / 5')).toBeInTheDocument();
  });

  it('confirm replaces the route with /m/home', async () => {
    const user = userEvent.setup();
    renderAt('/m/notice?index=2');
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(screen.getByTestId('location')).toHaveTextContent('REPLACE /m/home');
  });

  it('shows the detail of the notice when the URL carries an id', async () => {
    renderAt('/m/notice?id=4');
    expect(await screen.findByRole('heading', { name: 'Notice 4 text' })).toBeInTheDocument();
    expect(screen.queryByText(/\d \/ 5/)).not.toBeInTheDocument();
  });

  it("says 'No announcement' when there are none", async () => {
    renderAt('/m/notice', response());
    expect(await screen.findByText('No announcement')).toBeInTheDocument();
  });
});

describe('NoticePage swiped by touch', () => {
  let layout: ReturnType<typeof installCarouselLayout>;
  beforeEach(() => {
    layout = installCarouselLayout();
  });
  afterEach(() => layout.restore());

  const track = () => screen.getAllByRole('group', { hidden: true })[0]!.parentElement!;

  it('opens at the asked notice without an animation', async () => {
    renderAt('/m/notice?index=3');
    expect(await screen.findByText('4 / 5')).toBeInTheDocument();
    // Shown from the first frame on: nothing glides there.
    await waitFor(() => expect(track().children[3]).toHaveStyle({ minWidth: '300px' }));
    expect(shownSlides(track())).toEqual([3]);
  });

  it('shows and marks read the notice swiped to; only the shown notice can be reached', async () => {
    signIn();
    const user = userEvent.setup();
    const { server } = renderAt('/m/notice', FIVE, 't');
    expect(await screen.findByText('1 / 5')).toBeInTheDocument();
    await waitFor(() => expect(shownSlides(track())).toEqual([0]));
    swipe(track(), -200);
    await waitFor(() => expect(shownSlides(track())).toEqual([1]));
    expect(screen.getByText('2 / 5')).toBeInTheDocument();
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([true, false, true, true, true]);
    expect(screen.getByRole('group', { name: 'Announcement 2 of 5' })).toHaveTextContent('Notice 2 text');
    await waitFor(() =>
      expect(server.post).toHaveBeenCalledWith(
        '/wps/announcement/read',
        { announcementId: 2, read: true },
        { moduleId: 'COMM3' },
      ),
    );
    // The controls go on from the notice swiped to.
    await user.click(screen.getByRole('button', { name: 'Next announcement' }));
    expect(screen.getByText('3 / 5')).toBeInTheDocument();
    await waitFor(() => expect(shownSlides(track())).toEqual([2]));
  });

  it('stops at the first and the last notice', async () => {
    renderAt('/m/notice?index=4');
    expect(await screen.findByText('5 / 5')).toBeInTheDocument();
    swipe(track(), -200);
    await waitFor(() => expect(shownSlides(track())).toEqual([4]));
    expect(screen.getByText('5 / 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next announcement' })).toBeDisabled();
  });
});

describe('NoticeDetailPage', () => {
  it('shows one notice with its date and marks it read', async () => {
    signIn();
    const { server } = renderAt('/m/noticeDetail?id=3', FIVE, 't');
    expect(await screen.findByRole('heading', { name: 'Notice 3 text' })).toBeInTheDocument();
    expect(screen.getByText('2025/03/04')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.post).toHaveBeenCalledWith(
        '/wps/announcement/read',
        { announcementId: 3, read: true },
        { moduleId: 'COMM3' },
      ),
    );
  });

  it('shows an empty state with a way home for an unknown id', async () => {
    renderAt('/m/noticeDetail?id=99');
    expect(await screen.findByText('This announcement is not available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/m/home');
  });
});
