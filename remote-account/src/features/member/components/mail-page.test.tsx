import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { type MailMessage, mcStore, type Paged, sessionAtom } from 'shared';
import { renderWithProviders } from '../../../testing/render';
import { deleteMail, fetchMailPage, markMailRead } from '../api/mail';
import { MailPage } from './mail-page';

jest.mock('../api/mail', () => ({
  MAIL_PAGE_SIZE: 2,
  fetchMailPage: jest.fn(),
  markMailRead: jest.fn(),
  deleteMail: jest.fn(),
}));

const pageMock = jest.mocked(fetchMailPage);
const readMock = jest.mocked(markMailRead);
const deleteMock = jest.mocked(deleteMail);

const message = (id: number, read: boolean): MailMessage => ({
  id,
  title: `Message ${id}`,
  body: `Body of message ${id}`,
  read,
  createdAt: '2025-01-0' + String(id) + 'T10:00:00.000Z',
});

const page = (pageNum: number, list: MailMessage[]): Paged<MailMessage> => ({
  list,
  pageNum,
  pageSize: 2,
  totalPages: 2,
  totalCount: 3,
});

beforeEach(() => {
  jest.clearAllMocks();
  mcStore.set(sessionAtom, {
    token: 't',
    merchantCode: 'vsbdtf5',
    userName: 'demo01',
    type: 0,
    firstTimeLogin: false,
    expiresAt: Date.now() + 1e6,
  });
  pageMock.mockImplementation((n) =>
    Promise.resolve(n === 1 ? page(1, [message(1, false), message(2, true)]) : page(2, [message(3, false)])),
  );
});
afterEach(() => mcStore.set(sessionAtom, null));

function renderMail() {
  renderWithProviders(
    <MemoryRouter>
      <MailPage />
    </MemoryRouter>,
  );
}

const itemOf = (id: number) => screen.getByTestId(`mail-title-${id}`).closest('li')!;

describe('MailPage', () => {
  it('shows unread messages in bold and marks a message read when it is opened', async () => {
    const user = userEvent.setup();
    readMock.mockResolvedValue(null);
    renderMail();
    await screen.findByTestId('mail-title-1');
    expect(itemOf(1)).toHaveClass('acc-mail__item--unread');
    expect(itemOf(2)).not.toHaveClass('acc-mail__item--unread');
    await user.click(screen.getByRole('button', { name: /^Unread: Message 1/ }));
    expect(await screen.findByRole('dialog', { name: 'Message 1' })).toHaveTextContent('Body of message 1');
    await waitFor(() => expect(itemOf(1)).not.toHaveClass('acc-mail__item--unread'));
    expect(readMock).toHaveBeenCalledWith(1);
  });

  it("shows each message's time in the merchant's time zone as YYYY/MM/DD HH:mm", async () => {
    renderMail();
    await screen.findByTestId('mail-title-1');
    // 10:00 UTC is 16:00 in Dhaka.
    expect(itemOf(1)).toHaveTextContent('2025/01/01 16:00');
    expect(itemOf(2)).toHaveTextContent('2025/01/02 16:00');
  });

  it('does not mark an already read message again', async () => {
    const user = userEvent.setup();
    renderMail();
    await user.click(await screen.findByRole('button', { name: /^Message 2/ }));
    expect(await screen.findByRole('dialog', { name: 'Message 2' })).toBeInTheDocument();
    expect(readMock).not.toHaveBeenCalled();
  });

  it('deletes a message only after the confirmation', async () => {
    const user = userEvent.setup();
    deleteMock.mockResolvedValue(null);
    renderMail();
    await screen.findByTestId('mail-title-2');
    await user.click(screen.getByRole('button', { name: 'Delete message Message 2' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete message' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(deleteMock).not.toHaveBeenCalled();
    expect(screen.getByTestId('mail-title-2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete message Message 2' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete message' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('mail-title-2')).not.toBeInTheDocument());
    expect(deleteMock).toHaveBeenCalledWith(2);
    expect(screen.getByTestId('mail-title-1')).toBeInTheDocument();
  });

  it('loads the next page on demand', async () => {
    const user = userEvent.setup();
    renderMail();
    await screen.findByTestId('mail-title-1');
    expect(screen.queryByTestId('mail-title-3')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByTestId('mail-title-3')).toBeInTheDocument();
    expect(pageMock).toHaveBeenLastCalledWith(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
