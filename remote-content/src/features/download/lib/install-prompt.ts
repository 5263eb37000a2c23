// The browser's own install offer (Chromium's `beforeinstallprompt`) for the add-to-home-screen guide. The event
// fires once, early (often before the remotes load: then the shell's page has kept it), so it is caught as soon
// as this module loads and kept until used or the app is installed.
// Browsers without it (Safari, Firefox) get written steps instead.

export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * Where the shell's page (shell/src/index.html, an inline script) keeps an offer that came before this remote
 * loaded: Chromium makes it within the first second, often before the remotes run.
 */
export const EARLY_INSTALL_PROMPT = '__mcInstallPrompt';

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
let listening = false;

function notify() {
  for (const listener of listeners) listener();
}

/** Start listening (idempotent; done on import). */
export function captureInstallPrompt(target: Window | undefined = globalThis.window): void {
  if (listening || !target) return;
  listening = true;
  const early = target as Window & { [EARLY_INSTALL_PROMPT]?: InstallPromptEvent | null };
  if (early[EARLY_INSTALL_PROMPT]) {
    deferred = early[EARLY_INSTALL_PROMPT];
    early[EARLY_INSTALL_PROMPT] = null;
  }
  target.addEventListener('beforeinstallprompt', (event) => {
    // Keep the offer for the guide's Install button instead of the browser's own mini bar.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    notify();
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function installPromptAvailable(): boolean {
  return deferred !== null;
}

/** Show the browser's install dialog; true when the player accepted. The offer can be used once. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  notify();
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome === 'accepted';
}

captureInstallPrompt();
