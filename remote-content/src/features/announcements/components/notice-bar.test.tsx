import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentKeys, NOTICE_TYPES } from 'shared';
import { renderWithProviders } from '../../../testing/render';
import { fakeAnnouncementServer, notice, response } from '../testing/notice-testing';
import { NoticeBar } from './notice-bar';

async function renderBar(data = response({ player: [notice(1), notice(2)] })) {
  const server = fakeAnnouncementServer(data);
  const view = renderWithProviders(<NoticeBar />, { path: '/m/home' });
  view.client.setQueryData(contentKeys.announcementList(NOTICE_TYPES, null, 'en', null), data);
  // The query cache tells its observers on the next tick.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return { ...view, server };
}

function mockReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as Partial<Window>).matchMedia;
});

describe('NoticeBar', () => {
  it('shows nothing when there are no notices', async () => {
    const { container } = await renderBar(response());
    expect(container).toBeEmptyDOMElement();
  });

  it('links each notice to /m/notice at its index, once for assistive technology', async () => {
    await renderBar();
    const list = screen.getByRole('list', { name: 'Latest announcements' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/m/notice?index=0',
      '/m/notice?index=1',
    ]);
    expect(links[0]).toHaveTextContent('Notice 1 text');
    // The marquee's second copy is hidden and out of the tab order.
    expect(screen.getAllByRole('link', { name: 'Notice 1 text' })).toHaveLength(1);
  });

  it('has a download link to /m/download with a name', async () => {
    await renderBar();
    expect(screen.getByRole('link', { name: 'Download the app' })).toHaveAttribute('href', '/m/download');
  });

  it('opens the notice popup from its list button', async () => {
    const user = userEvent.setup();
    await renderBar();
    await user.click(screen.getByRole('button', { name: 'All announcements' }));
    expect(await screen.findByRole('dialog', { name: 'Announcements' })).toBeInTheDocument();
  });

  it('moves, and stops while pointed at, while focused, or when paused', async () => {
    const user = userEvent.setup();
    await renderBar();
    const strip = screen.getByRole('list', { name: 'Latest announcements' }).closest('[data-moving]')!;
    expect(strip).toHaveAttribute('data-moving', 'true');
    fireEvent.mouseEnter(strip);
    expect(strip).toHaveAttribute('data-moving', 'false');
    fireEvent.mouseLeave(strip);
    expect(strip).toHaveAttribute('data-moving', 'true');
    act(() => screen.getByRole('link', { name: 'Notice 2 text' }).focus());
    expect(strip).toHaveAttribute('data-moving', 'false');
    act(() => screen.getByRole('link', { name: 'Notice 2 text' }).blur());
    expect(strip).toHaveAttribute('data-moving', 'true');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(strip).toHaveAttribute('data-moving', 'false');
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('is a still list without the copy under reduced motion', async () => {
    mockReducedMotion(true);
    await renderBar();
    const strip = screen.getByRole('list', { name: 'Latest announcements' }).closest('[data-moving]')!;
    expect(strip).toHaveAttribute('data-moving', 'false');
    expect(strip.querySelectorAll('ul')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
  });
});
