// One dialog at a time, whichever app asks: the sign-in popup opened by a link, home's pop-up notices and an agent's
// contract alerts wait for each other in the page's one dialog queue, what the player asked for first.
import { Site } from '../pages/site';
import { expect, type Page, test } from '../pages/test';

test.use({ homePopups: 'show' });

/** Count, from the first script of the page on, the most dialogs ever on screen at once. */
async function watchDialogs(page: Page) {
  await page.addInitScript(() => {
    const watched = window as unknown as { mostDialogsOnScreen: number };
    watched.mostDialogsOnScreen = 0;
    const count = () => {
      const onScreen = [...document.querySelectorAll('[role="dialog"]')].filter((dialog) =>
        dialog.checkVisibility(),
      ).length;
      watched.mostDialogsOnScreen = Math.max(watched.mostDialogsOnScreen, onScreen);
    };
    new MutationObserver(count).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['hidden', 'class', 'style'],
    });
  });
}

function mostDialogsOnScreen(page: Page) {
  return page.evaluate(() => (window as unknown as { mostDialogsOnScreen: number }).mostDialogsOnScreen);
}

/** The seed's second agent, with a dividend contract offered to them that no other test decides. */
const AGENT_WITH_OFFER = { username: 'agent02', password: 'agent1234' };

const SIGN_IN_LINKS = [
  { path: '/m/login', title: 'Login', lang: 'en' },
  { path: '/m/register', title: 'Register', lang: 'en' },
  { path: '/m/forget', title: 'Forgot password', lang: 'en' },
  { path: '/m/login', title: 'লগইন', lang: 'bn' },
] as const;

for (const { path, title, lang } of SIGN_IN_LINKS) {
  test(`${path} (${lang}) shows the sign-in popup alone; home's pop-up notices wait and show after it`, async ({
    page,
  }) => {
    await watchDialogs(page);
    const site = new Site(page);
    await site.open(path, lang);
    const signIn = site.dialog(title);
    await expect(signIn).toBeVisible();
    // Home's notices have asked for their turn (mounted, out of sight) while the popup stays usable.
    await expect(page.locator('.cnt-home-popups')).toBeAttached();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(signIn.getByRole('textbox').first()).toBeEditable();

    await signIn.getByRole('button', { name: lang === 'en' ? 'Close' : 'বন্ধ করুন', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.locator('.cnt-home-popups')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    expect(await mostDialogsOnScreen(page)).toBe(1);
  });
}

test('an agent signing in from a link meets the pop-up notices and the contract alerts one at a time', async ({
  page,
}) => {
  await watchDialogs(page);
  const site = new Site(page);
  await site.open('/m/login');
  await site.login(AGENT_WITH_OFFER);
  await site.signedIn();

  const notice = site.dialog('Notice');
  // Both have asked for their turn; one is on screen.
  await expect(page.locator('.cnt-home-popups')).toBeAttached();
  await expect(page.getByTestId('contract-alert')).toBeAttached();
  await expect(page.getByRole('dialog')).toHaveCount(1);

  const seen = new Set<string>();
  while ((await page.locator('[role="dialog"]').count()) > 0) {
    await expect(page.getByRole('dialog')).toHaveCount(1);
    if (await notice.isVisible()) {
      seen.add('notice');
      await notice.getByRole('button', { name: 'Confirm' }).click();
    } else {
      await expect(page.getByRole('dialog').getByTestId('contract-alert')).toBeVisible();
      seen.add('alert');
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    }
  }
  expect([...seen].sort()).toEqual(['alert', 'notice']);
  await expect(page.getByTestId('contract-alert')).toHaveCount(0);
  expect(await mostDialogsOnScreen(page)).toBe(1);
});
