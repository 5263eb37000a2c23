// The remote area at the level the shell uses it: the federation loader is replaced by a promise the test
// controls (the real federation runtime runs in the end-to-end suite).
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstContentShownAtom, mcStore, type RemoteModule } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { loadedRemoteModule, loadRemoteModule } from '../federation/remotes';
import {
  BACKGROUND_RETRY_MAX_MS,
  BACKGROUND_RETRY_MS,
  backgroundRetryDelay,
  RemoteArea,
} from './remote-area';

jest.mock('../federation/remotes', () => ({
  activeRelease: () => null,
  subscribeActiveReleases: () => () => undefined,
  loadedRemoteModule: jest.fn(),
  loadRemoteModule: jest.fn(),
}));

const load = jest.mocked(loadRemoteModule);
const loaded = jest.mocked(loadedRemoteModule);

/** A stand-in for content/Banners that shows the group it was given. */
const banners: RemoteModule<'content/Banners'> = {
  default: ({ group }) => <p>banners of {group}</p>,
};

/** A promise the test settles. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

const area = () => <RemoteArea id="content/Banners" props={{ group: 'm_home' }} placeholderRows={1} />;

beforeEach(() => {
  load.mockReset();
  loaded.mockReset();
});

it('holds the place with a skeleton while the module loads, then shows it with its props', async () => {
  const pending = deferred<RemoteModule<'content/Banners'>>();
  load.mockReturnValue(pending.promise as never);
  const { container } = renderWithProviders(area());
  expect(container.querySelector('.mc-skeleton')).not.toBeNull();
  expect(screen.queryByText('banners of m_home')).toBeNull();
  await act(async () => {
    pending.resolve(banners);
    await pending.promise;
  });
  expect(await screen.findByText('banners of m_home')).toBeInTheDocument();
  expect(container.querySelector('.mc-skeleton')).toBeNull();
  expect(load).toHaveBeenCalledWith('content/Banners');
});

it('shows a module that has already loaded in its first render, with no skeleton and no second load', () => {
  loaded.mockReturnValue(banners as never);
  const { container } = renderWithProviders(area());
  expect(screen.getByText('banners of m_home')).toBeInTheDocument();
  expect(container.querySelector('.mc-skeleton')).toBeNull();
  expect(load).not.toHaveBeenCalled();
});

it('says loading failed in this area only, and loads again on retry', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  load.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(banners as never);
  renderWithProviders(area());
  const retry = await screen.findByRole('button', { name: 'Loading failed, click to retry' });
  await userEvent.click(retry);
  expect(await screen.findByText('banners of m_home')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('catches a module that throws while rendering, and renders it afresh on retry', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let broken = true;
  const flaky: RemoteModule<'content/Banners'> = {
    default: ({ group }) => {
      if (broken) throw new Error('render failed');
      return <p>banners of {group}</p>;
    },
  };
  loaded.mockReturnValue(flaky as never);
  load.mockResolvedValue(flaky as never);
  renderWithProviders(area());
  const retry = await screen.findByRole('button', { name: 'Loading failed, click to retry' });
  broken = false;
  await userEvent.click(retry);
  await waitFor(() => expect(screen.getByText('banners of m_home')).toBeInTheDocument());
});

it("deferred to 'idle', loads nothing until the page's first content is on screen", async () => {
  mcStore.set(firstContentShownAtom, false);
  load.mockResolvedValue(banners as never);
  const { container } = renderWithProviders(
    <RemoteArea id="content/Banners" props={{ group: 'm_home' }} placeholderRows={1} defer="idle" />,
  );
  await act(() => Promise.resolve());
  expect(load).not.toHaveBeenCalled();
  expect(container.querySelector('.mc-skeleton')).not.toBeNull();
  // The shell marks it once afterFirstLoad has resolved (shell/src/bootstrap.tsx).
  act(() => mcStore.set(firstContentShownAtom, true));
  expect(await screen.findByText('banners of m_home')).toBeInTheDocument();
});

describe('a failed load tries again by itself', () => {
  const background = () => (
    <RemoteArea id="content/Banners" props={{ group: 'm_home' }} placeholderRows={1} defer="idle" />
  );

  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mcStore.set(firstContentShownAtom, true);
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('in the background, after a pause that doubles with each failure', async () => {
    jest.useFakeTimers();
    load
      .mockRejectedValueOnce(new Error('timed out'))
      .mockRejectedValueOnce(new Error('timed out'))
      .mockResolvedValueOnce(banners as never);
    renderWithProviders(background());
    expect(await screen.findByRole('button', { name: 'Loading failed, click to retry' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await act(() => jest.advanceTimersByTimeAsync(BACKGROUND_RETRY_MS - 1));
    expect(load).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(load).toHaveBeenCalledTimes(2);

    // The second failure waits twice as long.
    await screen.findByRole('button', { name: 'Loading failed, click to retry' });
    await act(() => jest.advanceTimersByTimeAsync(2 * BACKGROUND_RETRY_MS - 1));
    expect(load).toHaveBeenCalledTimes(2);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(load).toHaveBeenCalledTimes(3);
    expect(await screen.findByText('banners of m_home')).toBeInTheDocument();

    // Loaded: nothing more is tried.
    await act(() => jest.advanceTimersByTimeAsync(BACKGROUND_RETRY_MAX_MS));
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('never waits longer than the cap', () => {
    expect(backgroundRetryDelay(1)).toBe(BACKGROUND_RETRY_MS);
    expect(backgroundRetryDelay(3)).toBe(4 * BACKGROUND_RETRY_MS);
    expect(backgroundRetryDelay(20)).toBe(BACKGROUND_RETRY_MAX_MS);
  });

  it('not on a timer where the player sees the area and its retry', async () => {
    jest.useFakeTimers();
    load.mockRejectedValueOnce(new Error('timed out')).mockResolvedValueOnce(banners as never);
    renderWithProviders(area());
    await screen.findByRole('button', { name: 'Loading failed, click to retry' });
    await act(() => jest.advanceTimersByTimeAsync(BACKGROUND_RETRY_MAX_MS));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('at once when the connection comes back, wherever the area is', async () => {
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(banners as never);
    renderWithProviders(area());
    await screen.findByRole('button', { name: 'Loading failed, click to retry' });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('banners of m_home')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
