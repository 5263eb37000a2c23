// Preview links on the running site: `pnpm remotes preview` asks the registry `pnpm start` runs for a signed link;
// the browser that opens it runs that lobby release with a bar saying so (in both languages) until "End preview",
// while another browser runs the site's release; a tampered link shows the normal release and a notice. Expiry is
// covered at the site server with a clock (deploy/src/previews.test.ts): a link lives at least a minute.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { remotes } from '../pages/registry';
import { Site } from '../pages/site';
import { expect, HOME_POPUPS_SEEN_KEY, type Page, test } from '../pages/test';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RUN = Date.now().toString(36);
const RELEASES = path.join(ROOT, 'releases/remote-lobby');

test.describe.configure({ mode: 'serial' });

let stable = '';
let previewed = '';

test.beforeAll(async ({ baseURL }) => {
  const pins = (await (await fetch(`${baseURL}/env/remotes.json`)).json()) as {
    remotes: { lobby: { version: string } };
  };
  stable = pins.remotes.lobby.version;
  // A development build of the lobby under a new version (the same files): `local` takes one from the store as it
  // is, with every pin check, and no build.
  previewed = `${stable.split('-')[0]}-preview${RUN}-dev`;
  cpSync(path.join(RELEASES, stable), path.join(RELEASES, previewed), { recursive: true });
});

test.afterAll(() => {
  rmSync(path.join(RELEASES, previewed), { recursive: true, force: true });
});

/** A preview link from `pnpm remotes preview`, as ops hand it over. */
function previewLink(baseURL: string | undefined): string {
  const made = remotes(['preview', `lobby@${previewed}`, '--env', 'local', '--ttl', '10m'], {
    SITE_URL: baseURL ?? 'http://localhost:8080',
  });
  expect(made.code, made.out).toBe(0);
  const link = made.out.trim().split('\n').at(-1)!;
  expect(link).toMatch(/\/m\/home\?preview=[\w-]+\.[\w-]+$/);
  return link;
}

/** Another browser: its own cookies, the home pop-ups seen as in every spec. */
async function otherBrowser(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript((key) => sessionStorage.setItem(key, '1'), HOME_POPUPS_SEEN_KEY);
  return context;
}

const bar = (page: Page) => page.getByTestId('preview-bar');

test('a preview link runs the release in the browser that opened it and not in another, until it is ended', async ({
  page,
  browser,
  baseURL,
}) => {
  const link = previewLink(baseURL);
  const site = new Site(page);
  await page.goto(`${link}&lang=en`);
  await expect(site.lobbyArea).toHaveAttribute('data-remote-version', previewed);
  await expect(site.gameTabs().first()).toHaveText('Hot');
  await expect(bar(page)).toHaveText(`Preview: lobby ${previewed}End preview`);
  // The link did its work: the address no longer carries it; a reload keeps the preview (its cookie).
  expect(new URL(page.url()).searchParams.has('preview')).toBe(false);
  await page.reload();
  await expect(site.lobbyArea).toHaveAttribute('data-remote-version', previewed);

  const other = await otherBrowser(browser);
  try {
    const otherPage = await other.newPage();
    const otherSite = new Site(otherPage);
    await otherSite.open('/m/home');
    await expect(otherSite.lobbyArea).toHaveAttribute('data-remote-version', stable);
    await expect(otherSite.gameTabs().first()).toHaveText('Hot');
    await expect(bar(otherPage)).toHaveCount(0);
  } finally {
    await other.close();
  }

  await site.open('/m/about');
  await expect(page.getByTestId('about-lobby')).toContainText(
    `${stable} · previewed here: ${previewed} until`,
  );
  await expect(page.getByTestId('about-lobby')).toContainText(`${previewed} (preview in this browser)`);

  await site.open('/m/home', 'bn');
  await expect(bar(page)).toContainText(`প্রিভিউ: lobby ${previewed}`);
  await bar(page).getByRole('button', { name: 'প্রিভিউ শেষ করুন' }).click();
  await expect(site.lobbyArea).toHaveAttribute('data-remote-version', stable);
  await expect(bar(page)).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/m/home');
  await page.reload();
  await expect(site.lobbyArea).toHaveAttribute('data-remote-version', stable);
  await expect(bar(page)).toHaveCount(0);
});

test('a tampered link shows the site’s release and says the link is not valid, in both languages', async ({
  page,
  baseURL,
}) => {
  const link = new URL(previewLink(baseURL));
  const [body, signature] = link.searchParams.get('preview')!.split('.');
  // The same signature over a payload naming another release: the site server refuses it.
  const payload = JSON.parse(Buffer.from(body!, 'base64url').toString()) as Record<string, string>;
  payload.manifest = payload.manifest!.replace(previewed, `${previewed}x`);
  link.searchParams.set(
    'preview',
    `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`,
  );

  const site = new Site(page);
  link.searchParams.set('lang', 'en');
  await page.goto(link.href);
  await expect(site.lobbyArea).toHaveAttribute('data-remote-version', stable);
  const notice = page.getByTestId('preview-notice');
  await expect(notice).toHaveText(
    "This preview link is not valid or has expired. You are seeing the site's normal release.",
  );
  await expect(bar(page)).toHaveCount(0);
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toHaveCount(0);

  link.searchParams.set('lang', 'bn');
  await page.goto(link.href);
  await expect(notice).toHaveText(
    'এই প্রিভিউ লিঙ্কটি বৈধ নয় বা এর মেয়াদ শেষ হয়ে গেছে। আপনি সাইটের সাধারণ রিলিজ দেখছেন।',
  );
  await expect(site.lobbyArea).toHaveAttribute('data-remote-version', stable);
  // Nothing stays behind: the next page is the site's, without a notice.
  await site.open('/m/home', 'bn');
  await expect(notice).toHaveCount(0);
});
