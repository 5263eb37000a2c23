import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentKeys, NOTICE_TYPES } from 'shared';
import { renderWithProviders, signIn, signOut } from '../../../testing/render';
import { fakeAnnouncementServer, notice, response } from '../testing/notice-testing';
import { NoticePopup } from './notice-popup';

function renderPopup(data = response(), token: string | null = null) {
  const server = fakeAnnouncementServer(data);
  const view = renderWithProviders(<NoticePopup open onClose={() => undefined} />);
  view.client.setQueryData(contentKeys.announcementList(NOTICE_TYPES, null, 'en', token), data);
  return { ...view, server };
}

afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

describe('NoticePopup', () => {
  it("says 'No announcement' when there are none", async () => {
    renderPopup();
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    expect(await within(dialog).findByText('No announcement')).toBeInTheDocument();
  });

  it('lists notices with the date as YYYY/MM/DD and the title from the text of the content', async () => {
    renderPopup(
      response({
        player: [
          notice(1, {
            content: '<p>Weekend <b>reload</b> bonus</p>',
            startDate: '2025-03-04T10:00:00+06:00',
          }),
          notice(2, { startDate: '2024-12-31T23:30:00+06:00' }),
        ],
      }),
    );
    const first = await screen.findByRole('button', { name: /Weekend reload bonus/ });
    expect(first).toHaveTextContent('2025/03/04');
    expect(screen.getByRole('button', { name: /Notice 2 text/ })).toHaveTextContent('2024/12/31');
    expect(screen.queryByText('Stored title 1')).not.toBeInTheDocument();
  });

  it('shows the body when an entry is opened and marks it read with a session', async () => {
    signIn();
    const user = userEvent.setup();
    const { server } = renderPopup(
      response({ player: [notice(7, { content: '<p>Body <em>seven</em></p>' })] }),
      't',
    );
    const toggle = await screen.findByRole('button', { name: /Body seven/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(toggle).getByText('Unread')).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: /Body seven/ })).toHaveTextContent('Body seven');
    await waitFor(() =>
      expect(server.post).toHaveBeenCalledWith(
        '/wps/announcement/read',
        { announcementId: 7, read: true },
        { moduleId: 'COMM3' },
      ),
    );
    await waitFor(() => expect(within(toggle).queryByText('Unread')).not.toBeInTheDocument());
  });

  it('does not mark anything read without a session', async () => {
    const user = userEvent.setup();
    const { server } = renderPopup(response({ player: [notice(7)] }));
    await user.click(await screen.findByRole('button', { name: /Notice 7 text/ }));
    expect(server.post).not.toHaveBeenCalled();
  });

  it('keeps hostile HTML of a notice body out of the DOM', async () => {
    const user = userEvent.setup();
    renderPopup(
      response({
        player: [
          notice(9, {
            content:
              '<p>Safe text</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">' +
              '<a href="javascript:alert(1)">click</a><iframe src="https://evil.example/"></iframe>',
          }),
        ],
      }),
    );
    await user.click(await screen.findByRole('button', { name: /Safe text/ }));
    const region = screen.getByRole('region', { name: /Safe text/ });
    expect(region).toHaveTextContent('Safe text');
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(document.querySelector('a[href^="javascript:"]')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });
});
