import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { type MailMessage, mcStore, MONEY_PATHS, type Paged, sessionAtom } from 'shared';
import { apiAnswer, recorder, setupNetwork } from 'shared/testing';
import { renderWithProviders } from '../../../testing/render';
import { MailPage } from './mail-page';

const server = setupNetwork();
const pagesAsked = recorder();
const reads = recorder();
const deletions = recorder();
/** The message ids in the paths of the recorded requests. */
const idsOf = (sent: ReturnType<typeof recorder>) =>
  sent.requests.map((request) => Number(/\/mail\/(\d+)/.exec(request.url.pathname)?.[1]));

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
  for (const sent of [pagesAsked, reads, deletions]) sent.requests.length = 0;
  mcStore.set(sessionAtom, {
    token: 't',
    merchantCode: 'vsbdtf5',
    userName: 'demo01',
    type: 0,
    firstTimeLogin: false,
    expiresAt: Date.now() + 1e6,
  });
  // Three messages, two a page.
  server.use(
    apiAnswer<Paged<MailMessage>>(
      MONEY_PATHS.mail,
      ({ query }) =>
        query.get('page') === '1'
          ? page(1, [message(1, false), message(2, true)])
          : page(2, [message(3, false)]),
      { onRequest: pagesAsked.onRequest },
    ),
    apiAnswer(`${MONEY_PATHS.mail}/:id/read`, null, { method: 'post', onRequest: reads.onRequest }),
    apiAnswer(`${MONEY_PATHS.mail}/:id`, null, { method: 'delete', onRequest: deletions.onRequest }),
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
    renderMail();
    await screen.findByTestId('mail-title-1');
    expect(itemOf(1)).toHaveClass('acc-mail__item--unread');
    expect(itemOf(2)).not.toHaveClass('acc-mail__item--unread');
    await user.click(screen.getByRole('button', { name: /^Unread: Message 1/ }));
    expect(await screen.findByRole('dialog', { name: 'Message 1' })).toHaveTextContent('Body of message 1');
    await waitFor(() => expect(itemOf(1)).not.toHaveClass('acc-mail__item--unread'));
    expect(idsOf(reads)).toEqual([1]);
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
    expect(reads.requests).toEqual([]);
  });

  it('deletes a message only after the confirmation', async () => {
    const user = userEvent.setup();
    renderMail();
    await screen.findByTestId('mail-title-2');
    await user.click(screen.getByRole('button', { name: 'Delete message Message 2' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete message' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(deletions.requests).toEqual([]);
    expect(screen.getByTestId('mail-title-2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete message Message 2' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete message' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('mail-title-2')).not.toBeInTheDocument());
    expect(idsOf(deletions)).toEqual([2]);
    expect(screen.getByTestId('mail-title-1')).toBeInTheDocument();
  });

  it('loads the next page on demand', async () => {
    const user = userEvent.setup();
    renderMail();
    await screen.findByTestId('mail-title-1');
    expect(screen.queryByTestId('mail-title-3')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByTestId('mail-title-3')).toBeInTheDocument();
    expect(pagesAsked.requests.at(-1)?.query.get('page')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
