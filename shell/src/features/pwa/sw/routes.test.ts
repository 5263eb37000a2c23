import { decideRoute, type SwRequest } from './routes';

const SITE = 'https://m.vsbdt.example';
const STORE = 'https://cdn.vsbdt.example';
const scope = {
  origin: SITE,
  precache: new Set(['/js/main.0123456789.js', '/offline.html', '/icons/icon-192.png']),
};

function route(url: string, init: Partial<SwRequest> = {}) {
  return decideRoute({ url, method: 'GET', mode: 'cors', ...init }, scope);
}

describe('decideRoute', () => {
  it('leaves the API to the network: never answered from a cache, never stored', () => {
    for (const path of [
      '/wps/member/info?merchantCode=vsbdtf5',
      '/wps/wallets/gcs',
      '/wps/session/login',
      '/wps/cashier/deposit/channels',
      '/dev/outbox',
      '/static/games/JL-1001.svg',
      '/static',
      '/health',
    ]) {
      expect([path, route(`${SITE}${path}`, { mode: 'same-origin' }).strategy]).toEqual([
        path,
        'network-only',
      ]);
    }
    // Also when a page is opened at an API address.
    expect(route(`${SITE}/dev/outbox`, { mode: 'navigate' }).strategy).toBe('network-only');
  });

  it('leaves the pin file, the worker and non-GET requests to the network', () => {
    expect(route(`${SITE}/env/remotes.json`).strategy).toBe('network-only');
    expect(route(`${SITE}/sw.js`).strategy).toBe('network-only');
    expect(route(`${SITE}/js/main.0123456789.js`, { method: 'POST' }).strategy).toBe('network-only');
  });

  it('keeps remote entries and manifests live, so a new pin or a rollback takes effect at once', () => {
    expect(route(`${STORE}/remote-lobby/1.4.2/remoteEntry.js`).strategy).toBe('network-only');
    expect(route(`${STORE}/remote-lobby/1.4.2/mf-manifest.json`).strategy).toBe('network-only');
    expect(route(`${SITE}/mf-manifest.json`).strategy).toBe('network-only');
  });

  it('serves hashed release files of the remotes cache first', () => {
    expect(route(`${STORE}/remote-lobby/1.4.2/js/612.e11fb830a8.js`)).toEqual({
      strategy: 'cache-first',
      reason: 'hashed release file',
    });
    expect(route(`${STORE}/remote-content/0.1.0/assets/banner.0a1b2c3d4e.webp`).strategy).toBe('cache-first');
  });

  it('does not keep opaque (no-cors) or unhashed files of other origins', () => {
    expect(route(`${STORE}/remote-lobby/1.4.2/js/612.e11fb830a8.js`, { mode: 'no-cors' }).strategy).toBe(
      'none',
    );
    expect(route(`${STORE}/remote-lobby/1.4.2/js/vendor.js`).strategy).toBe('none');
    expect(route('https://games.example/slot/index.html', { mode: 'navigate' }).strategy).toBe('none');
  });

  it('serves the precached and the hashed shell files cache first', () => {
    expect(route(`${SITE}/js/main.0123456789.js`, { mode: 'no-cors' })).toEqual({
      strategy: 'cache-first',
      reason: 'precached shell file',
    });
    expect(route(`${SITE}/icons/icon-192.png`, { mode: 'no-cors' }).strategy).toBe('cache-first');
    // A lazy chunk of a newer shell (not in this worker's list) is immutable too.
    expect(route(`${SITE}/js/575.4faf0bc087.js`).strategy).toBe('cache-first');
    // With a query it is not the precached file.
    expect(route(`${SITE}/icons/icon-192.png?v=2`).strategy).toBe('network-only');
  });

  it('opens pages network first (the offline page as the fallback), never from a cache', () => {
    for (const path of ['/', '/m/home', '/m/member', '/m/deposit', '/index.html']) {
      expect(route(`${SITE}${path}`, { mode: 'navigate' }).strategy).toBe('navigate');
    }
    // The page's own fetch of index.html is not a navigation: straight to the network.
    expect(route(`${SITE}/index.html`).strategy).toBe('network-only');
  });

  it('stays out of game and chat pages and of everything they ask for', () => {
    expect(route(`${SITE}/games/demo-slot?gameId=1`, { mode: 'navigate' })).toEqual({
      strategy: 'none',
      reason: 'game or chat page',
    });
    expect(route(`${SITE}/chat/room?ticket=abc`, { mode: 'navigate' }).strategy).toBe('none');
    expect(route(`${SITE}/chat/room/messages`, { method: 'POST', mode: 'navigate' }).strategy).toBe('none');
    expect(
      route(`${SITE}/js/main.0123456789.js`, { referrer: `${SITE}/games/demo-slot?gameId=1` }).strategy,
    ).toBe('none');
    // A path that merely starts like a game path is the site's own.
    expect(route(`${SITE}/gamesx`, { mode: 'navigate' }).strategy).toBe('navigate');
  });

  it('ignores other schemes and malformed URLs', () => {
    expect(route('chrome-extension://abc/script.js').strategy).toBe('none');
    expect(route('data:text/plain,hi').strategy).toBe('none');
    expect(route('not a url').strategy).toBe('none');
  });
});
