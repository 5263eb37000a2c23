import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENT_PATHS, ApiError, QrImage } from 'shared';
import { affiliateLink, rates } from '../../../testing/fixtures';
import {
  collectToasts,
  fakeGet,
  fakePost,
  renderWithProviders,
  signIn,
  signOut,
} from '../../../testing/render';
import { AgentCentrePage } from './agent-centre-page';

const LINK = affiliateLink();

function open(links = [LINK]) {
  const get = fakeGet({ [AGENT_PATHS.affiliateLinks]: links, [AGENT_PATHS.rebate]: { ownRates: rates() } });
  renderWithProviders(<AgentCentrePage />, { path: '/m/agent?tab=links' });
  return get;
}

beforeEach(() => signIn());
afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

describe('Links panel', () => {
  it('lists each link with its code, URL, registrations, creation day and rates', async () => {
    open();
    const card = await screen.findByRole('listitem', { name: 'AB12CD34' });
    expect(within(card).getByText(LINK.url)).toBeInTheDocument();
    expect(within(card).getByText('Registrations').nextSibling).toHaveTextContent('42');
    expect(within(card).getByText('Created').nextSibling).toHaveTextContent('2025/05/01');
    const ratesList = within(card).getByRole('list', { name: 'Rebate rates' });
    expect(
      within(ratesList)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Slots 10‰', 'Live casino 8‰', 'Sports 10‰', 'Fishing 12‰', 'Poker 5‰', 'Lottery 6‰']);
  });

  it('says when there is no link yet', async () => {
    open([]);
    expect(await screen.findByText('No links yet. Create one to invite members.')).toBeInTheDocument();
  });

  it('copies the URL and says so', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const toasts = collectToasts();
    open();
    const card = await screen.findByRole('listitem', { name: 'AB12CD34' });
    await user.click(within(card).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(LINK.url);
    await waitFor(() => expect(toasts.toasts).toContainEqual({ type: 'success', message: 'Copied' }));
    toasts.stop();
  });

  it('shows the QR code of the URL with the URL as its caption', async () => {
    const user = userEvent.setup();
    open();
    const card = await screen.findByRole('listitem', { name: 'AB12CD34' });
    await user.click(within(card).getByRole('button', { name: 'QR code' }));
    const dialog = screen.getByRole('dialog', { name: 'QR code of AB12CD34' });
    // The encoder is loaded with the first code drawn: the code replaces a placeholder of the same name.
    const svg = await waitFor(() => {
      const image = within(dialog).getByRole('img', { name: 'QR code of link AB12CD34' });
      expect(image.tagName.toLowerCase()).toBe('svg');
      return image;
    });
    // 55 bytes need version 4 at level M: 33 modules plus a 4-module quiet zone each side.
    expect(svg).toHaveAttribute('data-modules', '33');
    expect(svg).toHaveAttribute('viewBox', '0 0 41 41');
    expect(within(dialog).getByText(LINK.url)).toBeInTheDocument();
  });

  it('creates a link with the agent’s own rates by default', async () => {
    const user = userEvent.setup();
    const toasts = collectToasts();
    const post = fakePost({ [AGENT_PATHS.affiliateLinks]: affiliateLink({ id: 6, code: 'NEW00001' }) });
    const get = open();
    await screen.findByRole('listitem', { name: 'AB12CD34' });
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    const sheet = screen.getByRole('dialog', { name: 'New affiliate link' });
    expect(await within(sheet).findByRole('spinbutton', { name: 'Slots' })).toHaveValue(12);
    const poker = within(sheet).getByRole('spinbutton', { name: 'Poker' });
    await user.clear(poker);
    await user.type(poker, '3');
    await user.click(within(sheet).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(post).toHaveBeenCalledWith(
      AGENT_PATHS.affiliateLinks,
      { rebateRates: rates({ PVP: 3 }) },
      { moduleId: 'COMM3' },
    );
    expect(toasts.toasts).toContainEqual({ type: 'success', message: 'Link created' });
    // The list is fetched again.
    await waitFor(() =>
      expect(get.mock.calls.filter(([path]) => path === AGENT_PATHS.affiliateLinks)).toHaveLength(2),
    );
    toasts.stop();
  });

  it('refuses rates above the agent’s own, empty or broken ones without asking the server', async () => {
    const user = userEvent.setup();
    const post = fakePost({});
    open();
    await screen.findByRole('listitem', { name: 'AB12CD34' });
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    const sheet = screen.getByRole('dialog', { name: 'New affiliate link' });
    const live = await within(sheet).findByRole('spinbutton', { name: 'Live casino' });
    const sports = within(sheet).getByRole('spinbutton', { name: 'Sports' });
    await user.clear(live);
    await user.type(live, '9');
    await user.clear(sports);
    await user.click(within(sheet).getByRole('button', { name: 'Create' }));
    expect(live).toHaveAttribute('aria-invalid', 'true');
    expect(live).toHaveAccessibleDescription('max 8‰ Enter a whole number from 0 to 8');
    expect(sports).toHaveAttribute('aria-invalid', 'true');
    expect(live).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });

  it('keeps the sheet and its values when the server refuses', async () => {
    const user = userEvent.setup();
    fakePost({
      [AGENT_PATHS.affiliateLinks]: () => {
        throw new ApiError('agent.rebate_above_own', 400);
      },
    });
    open();
    await screen.findByRole('listitem', { name: 'AB12CD34' });
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    const sheet = screen.getByRole('dialog', { name: 'New affiliate link' });
    const slots = await within(sheet).findByRole('spinbutton', { name: 'Slots' });
    await user.clear(slots);
    await user.type(slots, '7');
    await user.click(within(sheet).getByRole('button', { name: 'Create' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(
      "A downline's rebate cannot be higher than your own",
    );
    expect(slots).toHaveValue(7);
  });
});

describe('QrImage', () => {
  it('sizes the symbol by the input: version 1 (21 modules) for a short text', () => {
    renderWithProviders(<QrImage value="HELLO" label="QR of HELLO" caption="HELLO" />);
    const svg = screen.getByRole('img', { name: 'QR of HELLO' });
    expect(svg).toHaveAttribute('data-modules', '21');
    expect(svg).toHaveAttribute('viewBox', '0 0 29 29');
    expect(screen.getByText('HELLO')).toBeInTheDocument();
  });
});
