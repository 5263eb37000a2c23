// Page object of the composed site: the shell's header, menu, footer and popups, and the areas of the remotes.
import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_MEMBER = { username: 'demo01', password: 'demo1234' };
export const DEMO_AGENT = { username: 'agent01', password: 'agent1234' };

export class Site {
  readonly header: Locator;
  readonly footer: Locator;
  readonly lobbyArea: Locator;
  readonly bannersArea: Locator;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.header = page.locator('header.mc-header');
    this.footer = page.getByRole('navigation', { name: 'Main navigation' });
    this.lobbyArea = page.locator('[data-remote-module="lobby/HomeGameArea"]');
    this.bannersArea = page.locator('[data-remote-module="content/HomeBanners"]');
  }

  /** In-app navigation to `path` (keeps the page and its session storage, like tapping a link). */
  async go(path: string) {
    await this.page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }

  /** Open a path in English (remembered afterwards), unless a language is given. */
  async open(path: string, lang: 'en' | 'bn' | null = 'en') {
    const url = lang ? `${path}${path.includes('?') ? '&' : '?'}lang=${lang}` : path;
    await this.page.goto(url);
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }

  gameTabs(): Locator {
    return this.lobbyArea.getByRole('tab');
  }

  async expectHome() {
    await expect(this.gameTabs().first()).toBeVisible();
    await expect(this.bannersArea.locator('img').first()).toBeVisible();
  }

  /**
   * Serve the page without the pin file the site server writes into it, so that the shell fetches
   * /env/remotes.json (as it does from the dev server) and a test can answer that request itself.
   */
  async withoutInlinePinFile() {
    // Removed as the parser adds it, before the shell's deferred scripts run. (Serving an edited document through
    // page.route instead would make Chromium treat the page as public and refuse its loopback requests.)
    await this.page.addInitScript(() => {
      new MutationObserver(() => document.getElementById('mc-pin-file')?.remove()).observe(document, {
        childList: true,
        subtree: true,
      });
    });
  }

  /**
   * Scroll the page to its end the way a player does: home's below-the-fold areas (help block, highlights, footer
   * content) load only when they come near the screen, and each one that loads makes the page longer.
   */
  async scrollToEnd() {
    // The app renders after the page's first frame is painted: wait for its areas before looking for skeletons.
    await expect(this.page.locator('.mc-remote-area').first()).toBeAttached();
    await expect(async () => {
      await this.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(this.page.locator('.mc-remote-area .mc-skeleton')).toHaveCount(0, { timeout: 1000 });
    }).toPass();
  }

  /** Mouse off the page and focus nowhere: nothing but a moving part's own state decides whether it moves. */
  async leaveAlone() {
    await this.page.mouse.move(0, 843);
    await this.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  }

  /** Fill and submit the login popup (open it first, e.g. with `open('/m/login')`). */
  async login({ username, password }: { username: string; password: string }) {
    const dialog = this.dialog('Login');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  }

  /**
   * Signed in and settled: the header shows the member, and a login opened by its route (/m/login) has gone
   * home, so a menu opened or a route pushed next is not undone by that navigation.
   */
  async signedIn() {
    await expect(this.page.getByTestId('header-avatar')).toBeVisible();
    await expect(this.page).not.toHaveURL(/\/m\/login(\?|$)/);
  }

  /** Wait until the header balance (refreshed by tapping it) shows `text`, e.g. after the dev platform approved. */
  async expectBalance(text: string, timeout = 20_000) {
    const balance = this.page.getByTestId('header-balance');
    await expect(async () => {
      await balance.click();
      await expect(balance).toHaveText(text, { timeout: 1000 });
    }).toPass({ timeout });
  }

  async openMenu() {
    await this.header.getByRole('button', { name: 'Open menu' }).click();
    return this.dialog('Menu');
  }

  sessionInfo() {
    return this.page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'));
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('.mc-toast-host').getByText(text);
  }
}

/** Sign in through the login popup opened by its route, in English, and wait until settled. */
export async function signIn(page: Page, member: { username: string; password: string }): Promise<Site> {
  const site = new Site(page);
  await site.open('/m/login');
  await site.login(member);
  await site.signedIn();
  return site;
}
