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
