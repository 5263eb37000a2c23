import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, type PinFile } from 'shared';
import { renderWithProviders } from 'shared/testing';
import bn from '../../locales/bn.json';
import en from '../../locales/en.json';
import { UpdatePrompt } from './update-prompt';
import { CHECK_INTERVAL_MS, startUpdates, type UpdateEnvironment } from './updates';

/** A service worker in a state; its messages are recorded. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState;
  messages: unknown[] = [];
  constructor(state: ServiceWorkerState) {
    super();
    this.state = state;
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  updates = 0;
  update() {
    this.updates += 1;
    return Promise.resolve();
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null;
  registration = new FakeRegistration();
  registered: { url: string; options: unknown }[] = [];
  constructor(controlled: boolean) {
    super();
    this.controller = controlled ? new FakeWorker('activated') : null;
  }
  register(url: string, options: unknown) {
    this.registered.push({ url, options });
    return Promise.resolve(this.registration);
  }
}

function pinFile(lobbyVersion: string): PinFile {
  const release = (remote: string, version = '0.1.0') => ({
    version,
    manifest: `http://localhost:8081/remote-${remote}/${version}/mf-manifest.json`,
    previous: null,
  });
  return {
    environment: 'local',
    remotes: {
      account: release('account'),
      lobby: release('lobby', lobbyVersion),
      content: release('content'),
      agent: release('agent'),
    },
  };
}

let stop: () => void = () => undefined;
let served: PinFile | Error = pinFile('0.1.0');
const reload = jest.fn();

function start(container: FakeContainer | null) {
  const env: UpdateEnvironment = {
    container: container as unknown as ServiceWorkerContainer | null,
    startedPins: () => pinFile('0.1.0'),
    loadPins: () => (served instanceof Error ? Promise.reject(served) : Promise.resolve(served)),
    reload,
  };
  stop = startUpdates(env);
  renderWithProviders(<UpdatePrompt />);
}

/** Settle the registration promise and the state updates it causes. */
const settle = () => act(() => Promise.resolve());

function becomeVisible() {
  return act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
    await Promise.resolve();
  });
}

beforeAll(() => {
  i18n.addResourceBundle('en', 'shell', en, true, true);
  i18n.addResourceBundle('bn', 'shell', bn, true, true);
});

beforeEach(() => {
  served = pinFile('0.1.0');
  reload.mockReset();
});

afterEach(() => {
  stop();
  jest.useRealTimers();
});

describe('the service worker', () => {
  it('is registered at the site root, its updates fetched past the HTTP cache', async () => {
    const container = new FakeContainer(false);
    start(container);
    await settle();
    expect(container.registered).toEqual([
      { url: '/sw.js', options: { scope: '/', updateViaCache: 'none' } },
    ]);
  });

  it('offers no update on the first install (no worker controlled the page before)', async () => {
    const container = new FakeContainer(false);
    start(container);
    await settle();
    const installing = new FakeWorker('installing');
    container.registration.installing = installing;
    act(() => {
      container.registration.dispatchEvent(new Event('updatefound'));
      installing.become('installed');
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers the update when a new worker has installed, and Reload lets it take over before reloading', async () => {
    const container = new FakeContainer(true);
    start(container);
    await settle();
    const installing = new FakeWorker('installing');
    container.registration.installing = installing;
    act(() => {
      container.registration.dispatchEvent(new Event('updatefound'));
      installing.become('installed');
    });
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available');

    container.registration.waiting = installing;
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(installing.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    container.controller = installing;
    act(() => {
      container.dispatchEvent(new Event('controllerchange'));
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers the update at once when a new worker was already waiting at start', async () => {
    const container = new FakeContainer(true);
    container.registration.waiting = new FakeWorker('installed');
    start(container);
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available');
  });

  it('asks the browser to look for a new worker when the page becomes visible again', async () => {
    const container = new FakeContainer(true);
    start(container);
    await settle();
    await becomeVisible();
    expect(container.registration.updates).toBe(1);
  });
});

describe('the pin file', () => {
  it('offers the update when the environment pins another release; Reload reloads the page', async () => {
    start(null);
    await becomeVisible();
    expect(screen.queryByRole('status')).toBeNull();

    served = pinFile('0.2.0');
    await becomeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is checked every few minutes while the page stays open', async () => {
    jest.useFakeTimers();
    start(null);
    served = pinFile('0.2.0');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(CHECK_INTERVAL_MS - 1000);
    });
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available');
  });

  it('offers nothing while the pin file cannot be read (offline)', async () => {
    start(null);
    served = new Error('Failed to fetch');
    await becomeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('the prompt', () => {
  it('hides on Later', async () => {
    start(null);
    served = pinFile('0.2.0');
    await becomeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('speaks Bengali by default', async () => {
    start(null);
    served = pinFile('0.2.0');
    await becomeVisible();
    await act(() => i18n.changeLanguage('bn'));
    expect(screen.getByRole('status')).toHaveTextContent('একটি নতুন সংস্করণ এসেছে');
    expect(screen.getByRole('button', { name: 'রিলোড করুন' })).toBeVisible();
  });
});
