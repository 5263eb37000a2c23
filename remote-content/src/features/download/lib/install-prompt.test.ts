import type * as InstallPrompt from './install-prompt';

/** A browser install offer; records whether the page showed it. */
function offer(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: jest.Mock;
    userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
  };
  event.prompt = jest.fn(() => Promise.resolve());
  event.userChoice = Promise.resolve({ outcome });
  return event;
}

/** The module as a page loads it (it starts listening on import). */
function load(): typeof InstallPrompt {
  let module: typeof InstallPrompt | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<typeof InstallPrompt>('./install-prompt');
  });
  return module!;
}

const early = window as Window & { __mcInstallPrompt?: Event | null };

afterEach(() => {
  delete early.__mcInstallPrompt;
});

describe('the install offer', () => {
  it("adopts the offer the shell's page kept before this remote loaded", async () => {
    const event = offer();
    early.__mcInstallPrompt = event;
    const prompt = load();
    expect(prompt.installPromptAvailable()).toBe(true);
    expect(early.__mcInstallPrompt).toBeNull();
    await expect(prompt.promptInstall()).resolves.toBe(true);
    expect(event.prompt).toHaveBeenCalledTimes(1);
    // An offer is used once.
    expect(prompt.installPromptAvailable()).toBe(false);
    await expect(prompt.promptInstall()).resolves.toBe(false);
  });

  it('catches an offer that comes after it loaded, instead of the browser showing its own bar', async () => {
    const prompt = load();
    expect(prompt.installPromptAvailable()).toBe(false);
    const listener = jest.fn();
    prompt.subscribeInstallPrompt(listener);
    const event = offer('dismissed');
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(listener).toHaveBeenCalled();
    expect(prompt.installPromptAvailable()).toBe(true);
    await expect(prompt.promptInstall()).resolves.toBe(false);
  });

  it('drops the offer once the site is installed', () => {
    early.__mcInstallPrompt = offer();
    const prompt = load();
    window.dispatchEvent(new Event('appinstalled'));
    expect(prompt.installPromptAvailable()).toBe(false);
  });
});
