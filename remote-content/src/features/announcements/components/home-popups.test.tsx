import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentKeys, NOTICE_TYPES } from 'shared';
import { installCarouselLayout, shownSlides, swipe } from '../../../components/testing/carousel-layout';
import { renderWithProviders } from '../../../testing/render';
import { fakeAnnouncementServer, notice, response } from '../testing/notice-testing';
import { HOME_POPUPS_SHOWN_KEY } from '../lib/home-popups-key';
import { HomePopups } from './home-popups';

const POPUPS = response({
  popup: [
    notice(11, {
      type: 'PU',
      content: '<p>First pop-up</p>',
      announcementImages: [{ url: '/img/p1.png', sequence: 1 }],
    }),
    notice(12, { type: 'PU', content: '<p>Second pop-up</p>' }),
  ],
});

async function renderPopups(data = POPUPS) {
  fakeAnnouncementServer(data);
  const view = renderWithProviders(<HomePopups />, { path: '/m/home' });
  view.client.setQueryData(contentKeys.announcementList(NOTICE_TYPES, null, 'en', null), data);
  // The query cache tells its observers on the next tick.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return view;
}

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('HomePopups', () => {
  it('shows the pop-ups in a dialog with dots, and Confirm closes it', async () => {
    const user = userEvent.setup();
    await renderPopups();
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveTextContent('First pop-up');
    expect(screen.getByRole('img', { name: 'First pop-up' })).toHaveAttribute('src', '/img/p1.png');
    const dots = screen.getAllByRole('button', { name: /Show notice/ });
    expect(dots).toHaveLength(2);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await user.click(dots[1]!);
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('group', { name: 'Announcement 2 of 2' })).not.toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('follows a swipe with its dots, and a dot moves to its notice', async () => {
    const layout = installCarouselLayout();
    try {
      const user = userEvent.setup();
      await renderPopups();
      const track = screen.getByRole('group', { name: 'Announcement 1 of 2' }).parentElement!;
      await waitFor(() => expect(shownSlides(track)).toEqual([0]));
      swipe(track, -200);
      const dots = screen.getAllByRole('button', { name: /Show notice/ });
      await waitFor(() => expect(shownSlides(track)).toEqual([1]));
      expect(dots[1]).toHaveAttribute('aria-current', 'true');
      expect(dots[0]).not.toHaveAttribute('aria-current');
      expect(screen.getByRole('group', { name: 'Announcement 2 of 2' })).toHaveTextContent('Second pop-up');
      await user.click(dots[0]!);
      expect(dots[0]).toHaveAttribute('aria-current', 'true');
      await waitFor(() => expect(shownSlides(track)).toEqual([0]));
    } finally {
      layout.restore();
    }
  });

  it('shows until answered once per browser session', async () => {
    const user = userEvent.setup();
    const first = await renderPopups();
    expect(screen.getByRole('dialog', { name: 'Notice' })).toBeInTheDocument();
    // Left without an answer (home unmounted while they waited for their turn): shown again on the next visit.
    first.unmount();
    expect(sessionStorage.getItem(HOME_POPUPS_SHOWN_KEY)).toBeNull();
    const second = await renderPopups();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(sessionStorage.getItem(HOME_POPUPS_SHOWN_KEY)).toBe('1');
    second.unmount();
    await renderPopups();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows nothing when there are no pop-ups', async () => {
    await renderPopups(response());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(HOME_POPUPS_SHOWN_KEY)).toBeNull();
  });
});
