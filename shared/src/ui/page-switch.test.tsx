import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../i18n/i18next-setup';
import { isPageChunkOf } from '../contracts/page-parts';
import { firstLoadHeld, trackStartData } from '../state/first-load';
import { PageSwitch, type PageLoader, startOpeningPage } from './page-switch';

function Deposit() {
  return <h1>Deposit page</h1>;
}

/** A page loader whose chunk arrives (or fails) when the test says. */
function controlledLoader() {
  const attempts: { resolve: (page: typeof Deposit) => void; reject: (error: Error) => void }[] = [];
  const load: PageLoader = () =>
    new Promise((resolve, reject) => {
      attempts.push({ resolve, reject });
    });
  return { load, attempts };
}

/** Lets a chunk arrive (or fail) and the page render what follows. */
async function settle(step: () => void): Promise<void> {
  await act(async () => {
    step();
    await Promise.resolve();
  });
}

beforeAll(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('PageSwitch', () => {
  it("shows a page's placeholder while its chunk loads, then the page", async () => {
    const { load, attempts } = controlledLoader();
    render(<PageSwitch routeId="deposit" lazyPages={{ deposit: load }} />);
    expect(screen.queryByRole('heading', { name: 'Deposit page' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await settle(() => attempts[0]!.resolve(Deposit));
    expect(screen.getByRole('heading', { name: 'Deposit page' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers a retry when the chunk cannot be loaded, and loads it again on the tap', async () => {
    const { load, attempts } = controlledLoader();
    render(<PageSwitch routeId="deposit" lazyPages={{ deposit: load }} />);
    await settle(() => attempts[0]!.reject(new Error('ChunkLoadError')));
    expect(screen.getByText('Loading failed, click to retry')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(attempts).toHaveLength(2);
    await settle(() => attempts[1]!.resolve(Deposit));
    expect(screen.getByRole('heading', { name: 'Deposit page' })).toBeInTheDocument();
  });

  it('shows a page loaded before at once, without loading it again', async () => {
    const { load, attempts } = controlledLoader();
    const first = render(<PageSwitch routeId="deposit" lazyPages={{ deposit: load }} />);
    await settle(() => attempts[0]!.resolve(Deposit));
    first.unmount();
    render(<PageSwitch routeId="deposit" lazyPages={{ deposit: load }} />);
    expect(screen.getByRole('heading', { name: 'Deposit page' })).toBeInTheDocument();
    expect(attempts).toHaveLength(1);
  });

  it('shows the page the visit opens on in its first render when its load started with the module', async () => {
    const { load, attempts } = controlledLoader();
    startOpeningPage({ deposit: load, withdraw: controlledLoader().load }, '/m/voucherCenter');
    await settle(() => attempts[0]!.resolve(Deposit));
    render(<PageSwitch routeId="deposit" lazyPages={{ deposit: load }} />);
    expect(screen.getByRole('heading', { name: 'Deposit page' })).toBeInTheDocument();
    expect(attempts).toHaveLength(1);
    // A route without a lazy page starts nothing.
    startOpeningPage({ deposit: load }, '/no/such/page');
    expect(attempts).toHaveLength(1);
  });

  /** Opens the deposit page's visit, lets its chunk arrive, and tells whether the first content is still held. */
  async function openDepositPage() {
    const { load, attempts } = controlledLoader();
    startOpeningPage({ deposit: load }, '/m/voucherCenter');
    const held = { done: false };
    void firstLoadHeld().then(() => (held.done = true));
    await settle(() => attempts[0]!.resolve(Deposit));
    // The chunk is in, the page not shown yet.
    expect(held.done).toBe(false);
    return { load, held };
  }

  it("holds the page's first content until the opening page is shown", async () => {
    const { load, held } = await openDepositPage();
    render(<PageSwitch routeId="deposit" lazyPages={{ deposit: load }} />);
    await settle(() => undefined);
    expect(screen.getByRole('heading', { name: 'Deposit page' })).toBeInTheDocument();
    expect(held.done).toBe(true);
  });

  it('stops holding the first content a second after the opening page arrived when nothing shows it', async () => {
    jest.useFakeTimers();
    try {
      const { held } = await openDepositPage();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1_000);
      });
      expect(held.done).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  describe("and the page's start queries", () => {
    afterEach(() => trackStartData(Promise.resolve()));

    it('shows the page once its start data is in, so that it renders once, with its data', async () => {
      let dataIn!: () => void;
      trackStartData(new Promise<void>((resolve) => (dataIn = resolve)));
      const { load, attempts } = controlledLoader();
      render(<PageSwitch routeId="deposit" lazyPages={{ deposit: load }} />);
      await settle(() => attempts[0]!.resolve(Deposit));
      expect(screen.queryByRole('heading', { name: 'Deposit page' })).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');

      await settle(() => dataIn());
      expect(await screen.findByRole('heading', { name: 'Deposit page' })).toBeInTheDocument();
    });

    it('waits a second at most for start data that does not come (a slow platform API)', async () => {
      jest.useFakeTimers();
      try {
        trackStartData(new Promise<void>(() => undefined));
        const { load, attempts } = controlledLoader();
        render(<PageSwitch routeId="deposit" lazyPages={{ deposit: load }} />);
        await settle(() => attempts[0]!.resolve(Deposit));
        await act(async () => {
          await jest.advanceTimersByTimeAsync(999);
        });
        expect(screen.queryByRole('heading', { name: 'Deposit page' })).not.toBeInTheDocument();
        await act(async () => {
          await jest.advanceTimersByTimeAsync(1);
        });
        expect(screen.getByRole('heading', { name: 'Deposit page' })).toBeInTheDocument();
      } finally {
        jest.useRealTimers();
      }
    });
  });

  it('renders a page given as a component, and says "coming soon" for a route without a page', () => {
    const { rerender } = render(<PageSwitch routeId="deposit" pages={{ deposit: Deposit }} />);
    expect(screen.getByRole('heading', { name: 'Deposit page' })).toBeInTheDocument();
    rerender(<PageSwitch routeId="withdraw" pages={{ deposit: Deposit }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeInTheDocument();
  });
});

describe('isPageChunkOf', () => {
  it("finds a page's chunk by its name, alone or shared with other pages", () => {
    expect(isPageChunkOf('js/page-member.0123456789.js', 'member')).toBe(true);
    expect(isPageChunkOf('js/page-depositRecord~bettingRecord.0123456789.js', 'bettingRecord')).toBe(true);
    expect(isPageChunkOf('js/page-memberX.0123456789.js', 'member')).toBe(false);
    expect(isPageChunkOf('js/page-deposit.0123456789.css', 'member')).toBe(false);
    expect(isPageChunkOf('js/member.0123456789.js', 'member')).toBe(false);
  });
});
