import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus, mcStore, PROTECTION_PATHS, sessionAtom, type ToastRequest } from 'shared';
import { renderAt, serveApi, signIn, signOut } from '../testing/protection-testing';
import { ExclusionSection } from './exclusion-section';

beforeEach(signIn);
afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

const days = () => screen.getByRole('textbox', { name: 'Number of days' });

describe('ExclusionSection', () => {
  it('takes whole days from 1 to 30 for a time-out, and says what is wrong otherwise', async () => {
    const user = userEvent.setup();
    const { post } = serveApi({});
    renderAt(<ExclusionSection />);
    await user.click(screen.getByRole('button', { name: 'Take a time-out' }));
    expect(screen.getByText('Enter the number of days')).toBeInTheDocument();
    await user.type(days(), '0');
    expect(screen.getByText('Enter a whole number of days from 1 to 30')).toBeInTheDocument();
    await user.clear(days());
    await user.type(days(), '31');
    expect(screen.getByText('Enter a whole number of days from 1 to 30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take a time-out' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.clear(days());
    await user.type(days(), '২৮');
    expect(days()).not.toHaveAttribute('aria-invalid');
    expect(post).not.toHaveBeenCalled();
  });

  it('confirms twice, a dialog saying until when and then the password; cancelling sends nothing', async () => {
    const user = userEvent.setup();
    const { post } = serveApi({});
    renderAt(<ExclusionSection />);
    await user.type(days(), '7');
    const opener = screen.getByRole('button', { name: 'Take a time-out' });
    await user.click(opener);
    const confirm = screen.getByRole('dialog', { name: 'Take this break?' });
    expect(confirm).toHaveTextContent(
      /You are about to start a time-out of 7 days, until \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}\./,
    );
    expect(confirm).toHaveTextContent('It cannot be shortened or lifted');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Yes, continue' }));
    const password = screen.getByRole('dialog', { name: 'Confirm with your password' });
    expect(within(password).getByLabelText('Login password')).toHaveFocus();
    // Focus stays inside the dialog.
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(password).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });

  it('says a wrong password in the dialog; with the right one the member is signed out and sent home', async () => {
    const user = userEvent.setup();
    const seen: ToastRequest[] = [];
    const off = bus.on('toast', (toast) => seen.push(toast));
    const { post } = serveApi({
      post: {
        [PROTECTION_PATHS.exclusion]: (body: unknown) => {
          if ((body as { password: string }).password !== 'start1234') {
            throw new ApiError('auth.password_invalid', 400);
          }
          return { kind: 'self_exclusion', until: '2026-06-12T08:00:00Z' };
        },
      },
    });
    renderAt(<ExclusionSection />, { path: '/m/responsible-gaming' });
    const group = screen.getByRole('group', { name: 'Exclude myself for' });
    await user.click(within(group).getByRole('radio', { name: '1 year' }));
    await user.click(screen.getByRole('button', { name: 'Exclude myself' }));
    expect(screen.getByRole('dialog', { name: 'Take this break?' })).toHaveTextContent(
      'a self-exclusion of 1 year',
    );
    await user.click(screen.getByRole('button', { name: 'Yes, continue' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm with your password' });
    await user.click(within(dialog).getByRole('button', { name: 'Start the break' }));
    expect(within(dialog).getByText('Enter your login password')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Login password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Start the break' }));
    expect(await within(dialog).findByText('The password is not correct')).toBeInTheDocument();
    expect(mcStore.get(sessionAtom)).not.toBeNull();

    await user.type(within(dialog).getByLabelText('Login password'), 'start1234');
    await user.click(within(dialog).getByRole('button', { name: 'Start the break' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/m/home'));
    expect(mcStore.get(sessionAtom)).toBeNull();
    expect(post).toHaveBeenLastCalledWith(
      PROTECTION_PATHS.exclusion,
      { kind: 'self_exclusion', period: '1y', confirm: true, password: 'start1234' },
      { moduleId: 'COMM3' },
    );
    expect(seen).toContainEqual(
      expect.objectContaining({
        type: 'info',
        message: 'You have been signed out. Your self-exclusion lasts until 2026/06/12 14:00.',
      }),
    );
    off();
  });

  it('tells a permanent self-exclusion that it lasts for good', async () => {
    const user = userEvent.setup();
    const seen: ToastRequest[] = [];
    const off = bus.on('toast', (toast) => seen.push(toast));
    serveApi({ post: { [PROTECTION_PATHS.exclusion]: { kind: 'self_exclusion', until: null } } });
    renderAt(<ExclusionSection />);
    await user.click(screen.getByRole('radio', { name: 'Permanently' }));
    await user.click(screen.getByRole('button', { name: 'Exclude myself' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('a permanent self-exclusion, for good');
    await user.click(screen.getByRole('button', { name: 'Yes, continue' }));
    await user.type(screen.getByLabelText('Login password'), 'start1234');
    await user.click(screen.getByRole('button', { name: 'Start the break' }));
    await waitFor(() =>
      expect(seen).toContainEqual(
        expect.objectContaining({ message: 'You have been signed out. Your self-exclusion lasts for good.' }),
      ),
    );
    off();
  });
});
