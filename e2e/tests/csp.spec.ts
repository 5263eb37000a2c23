// The site keeps to its own Content-Security-Policy: a page that makes the browser report a violation would flood a
// real site's report endpoint (and hide real attacks among the reports). The seed carries hostile CMS HTML (an
// announcement with an onerror handler) whose text the notice bar shows on home.
import { signIn, Site } from '../pages/site';
import { expect, type Page, test } from '../pages/test';

test.use({ homePopups: 'show' });

/** Every console message of the page that reports a Content-Security-Policy violation. */
function cspReports(page: Page): string[] {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reports.push(message.text());
  });
  return reports;
}

test('home with its notice bar and pop-up notices, scrolled to its end, reports no CSP violation', async ({
  page,
}) => {
  const reports = cspReports(page);
  const site = new Site(page);
  await site.open('/m/home');
  await site.expectHome();
  await expect(page.locator('.cnt-home-popups')).toBeVisible();
  await expect(page.locator('.cnt-notice-bar')).toContainText(/maintenance/i);
  await site.scrollToEnd();
  expect(reports).toEqual([]);
});

test('a lobby page and the member centre report no CSP violation', async ({ page }) => {
  const reports = cspReports(page);
  const site = new Site(page);
  await site.open('/m/slot-games');
  await expect(page.locator('.mc-remote-area').first()).toBeVisible();
  await site.scrollToEnd();
  await signIn(page, { username: 'demo01', password: 'demo1234' });
  await site.go('/m/member');
  await expect(page.getByRole('heading', { level: 1, name: 'Member centre' })).toBeVisible();
  await site.scrollToEnd();
  expect(reports).toEqual([]);
});
