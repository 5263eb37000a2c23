import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { i18n } from '../i18n/i18next-setup';
import { Dialog, type DialogProps } from './dialog';

beforeAll(async () => {
  await act(() => i18n.changeLanguage('en'));
});

function Harness({ onClose = jest.fn(), ...props }: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        title="Login"
        {...props}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <input aria-label="Username" />
        <button type="button">Sign in</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<Dialog open={false} onClose={jest.fn()} title="Login" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('kept mounted, stays in the page hidden while closed and shows its content, focused, when opened', async () => {
    render(<Harness keepMounted />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // In the page, out of reach, and no dialog while closed (nothing counts it among the dialogs on screen).
    expect(screen.getByTestId('mc-dialog-backdrop')).toHaveAttribute('inert');
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    expect(screen.getByTestId('mc-dialog-backdrop')).toHaveTextContent('Sign in');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  describe('kept mounted, laid out in the first idle moment after it mounts', () => {
    let idle: (() => void)[] = [];
    beforeEach(() => {
      idle = [];
      window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
        idle.push(() => callback({ didTimeout: false, timeRemaining: () => 10 }));
        return idle.length;
      });
      window.cancelIdleCallback = jest.fn();
    });
    afterEach(() => {
      // jsdom has no idle callbacks of its own.
      delete (window as Partial<Window>).requestIdleCallback;
      delete (window as Partial<Window>).cancelIdleCallback;
    });

    it('is not laid out in the frame that mounts it, and is once the browser is idle', () => {
      render(<Harness keepMounted />);
      const backdrop = screen.getByTestId('mc-dialog-backdrop');
      expect(backdrop).toHaveClass('mc-dialog-backdrop--unlaid');
      act(() => idle.forEach((run) => run()));
      expect(backdrop).not.toHaveClass('mc-dialog-backdrop--unlaid');
      expect(backdrop).toHaveClass('mc-dialog-backdrop--closed');
    });

    it('opened before the browser is idle, shows at once', async () => {
      render(<Harness keepMounted />);
      await userEvent.click(screen.getByRole('button', { name: 'Open' }));
      expect(screen.getByTestId('mc-dialog-backdrop')).not.toHaveClass('mc-dialog-backdrop--unlaid');
      expect(screen.getByRole('dialog', { name: 'Login' })).toBeVisible();
    });
  });

  it('is a modal dialog named by its title, rendered into document.body', () => {
    const { container } = render(<Dialog open onClose={jest.fn()} title="Login" />);
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
  });

  it('moves focus to the first field of the content on open', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
  });

  it('takes focus after its first frame when it opened by itself (no recent tap or key)', async () => {
    Object.defineProperty(navigator, 'userActivation', { value: { isActive: false }, configurable: true });
    try {
      render(
        <Dialog open onClose={jest.fn()} title="Notice">
          <button type="button">Got it</button>
        </Dialog>,
      );
      const button = screen.getByRole('button', { name: 'Got it' });
      // Not in React's commit: focusing there laid out a page still being built.
      expect(button).not.toHaveFocus();
      await waitFor(() => expect(button).toHaveFocus());
    } finally {
      Reflect.deleteProperty(navigator, 'userActivation');
    }
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const username = screen.getByRole('textbox', { name: 'Username' });
    const signIn = screen.getByRole('button', { name: 'Sign in' });

    await userEvent.tab();
    expect(signIn).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(username).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(signIn).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside the dialog', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Username' }));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('mc-dialog-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes from its close button, which is translated unless a label is given', async () => {
    const onClose = jest.fn();
    const { rerender } = render(<Dialog open onClose={onClose} title="Login" />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<Dialog open onClose={onClose} title="Login" closeLabel="Dismiss login" />);
    expect(screen.getByRole('button', { name: 'Dismiss login' })).toBeInTheDocument();
  });

  it('locks page scrolling while open, counting overlapping dialogs', () => {
    const { rerender } = render(
      <>
        <Dialog open onClose={jest.fn()} title="Menu" variant="drawer" />
        <Dialog open onClose={jest.fn()} title="Login" />
      </>,
    );
    expect(document.body).toHaveClass('mc-scroll-locked');
    rerender(
      <>
        <Dialog open onClose={jest.fn()} title="Menu" variant="drawer" />
        <Dialog open={false} onClose={jest.fn()} title="Login" />
      </>,
    );
    expect(document.body).toHaveClass('mc-scroll-locked');
    rerender(
      <>
        <Dialog open={false} onClose={jest.fn()} title="Menu" variant="drawer" />
        <Dialog open={false} onClose={jest.fn()} title="Login" />
      </>,
    );
    expect(document.body).not.toHaveClass('mc-scroll-locked');
  });

  it('opens as a side drawer when asked', () => {
    render(<Dialog open onClose={jest.fn()} title="Menu" variant="drawer" />);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toHaveClass('mc-dialog--drawer');
  });

  it('opens as a bottom sheet when asked', () => {
    render(<Dialog open onClose={jest.fn()} title="Providers" variant="sheet" />);
    expect(screen.getByRole('dialog', { name: 'Providers' })).toHaveClass('mc-dialog--sheet');
  });
});

describe('the dialog queue: one dialog on screen at a time', () => {
  it("shows what the player asked for ahead of the site's offer, and the offer after it closes", () => {
    const { rerender } = render(
      <>
        <Dialog open onClose={jest.fn()} title="Notice" priority="site" />
        <Dialog open onClose={jest.fn()} title="Login" />
      </>,
    );
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Login');
    rerender(
      <>
        <Dialog open onClose={jest.fn()} title="Notice" priority="site" />
        <Dialog open={false} onClose={jest.fn()} title="Login" />
      </>,
    );
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Notice');
  });

  it("shows the site's offers one by one, oldest first", () => {
    const { rerender } = render(
      <>
        <Dialog open onClose={jest.fn()} title="Notice" priority="site" />
        <Dialog open onClose={jest.fn()} title="Contract" priority="site" />
      </>,
    );
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Notice');
    rerender(
      <>
        <Dialog open={false} onClose={jest.fn()} title="Notice" priority="site" />
        <Dialog open onClose={jest.fn()} title="Contract" priority="site" />
      </>,
    );
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Contract');
  });

  it('lets a dialog opened from another cover it, and gives the first back with what was typed', async () => {
    function Sheet() {
      const [confirming, setConfirming] = useState(false);
      return (
        <>
          <Dialog open onClose={jest.fn()} title="Withdraw">
            <input aria-label="Amount" />
            <button type="button" onClick={() => setConfirming(true)}>
              Next
            </button>
          </Dialog>
          <Dialog open={confirming} onClose={() => setConfirming(false)} title="Confirm" />
        </>
      );
    }
    render(<Sheet />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Confirm');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Withdraw');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('500');
  });

  it('says when a waiting dialog comes on screen, not before', () => {
    const shown = jest.fn();
    const { rerender } = render(
      <>
        <Dialog open onClose={jest.fn()} title="Login" />
        <Dialog open onClose={jest.fn()} title="Notice" priority="site" onShown={shown} />
      </>,
    );
    expect(shown).not.toHaveBeenCalled();
    rerender(
      <>
        <Dialog open={false} onClose={jest.fn()} title="Login" />
        <Dialog open onClose={jest.fn()} title="Notice" priority="site" onShown={shown} />
      </>,
    );
    expect(shown).toHaveBeenCalledTimes(1);
  });
});
