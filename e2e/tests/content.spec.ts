// Content against the real platform API: every content route in both languages, the home pieces, notices and
// their read marks feeding the header badge, home pop-ups and the notice strip in the visitor's language, a reward
// claim with real pictures (valid and each refusal), hostile CMS HTML that must not run, the live chat, and the app
// download per platform.
import { registerViaApi, uniqueMember } from '../pages/accounts';
import { expect, type Page, test } from '../pages/test';
import { DEMO_MEMBER, Site } from '../pages/site';

// A real 1×1 PNG, a GIF, and a PNG over 5 MB (its signature makes it a PNG; the size is what matters).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const HUGE_PNG = Buffer.concat([PNG, Buffer.alloc(5_242_880)]);

const picture = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

/** Fails the test if any script of the page opens an alert (hostile CMS HTML tries to). */
function forbidDialogs(page: Page) {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

async function expectNothingRunnable(page: Page) {
  const html = page.locator('.cnt-html');
  await expect(html.first()).toBeVisible();
  await expect(html.locator('script')).toHaveCount(0);
  await expect(html.locator('[onerror], [onclick], [onload]')).toHaveCount(0);
  await expect(html.locator('a[href^="javascript:"]')).toHaveCount(0);
  await expect(html.locator('iframe')).toHaveCount(0);
}

async function signInFresh(page: Page) {
  const member = uniqueMember('cnt');
  await registerViaApi(page.request, member);
  const site = new Site(page);
  await site.open('/m/login');
  await site.login(member);
  await site.signedIn();
  return site;
}

/** The unread count of the header's message badge, from its accessible name ('Messages' means none). */
async function headerUnread(page: Page): Promise<number> {
  const button = page.locator('header.mc-header').getByRole('button', { name: /^Messages/ });
  const name = (await button.getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

const ROUTES: [string, RegExp, RegExp][] = [
  ['/m/activity', /Promotions/, /প্রমোশন/],
  ['/m/activityDetail?id=1', /First Deposit 100% Bonus/, /প্রথম জমায় ১০০% বোনাস/],
  ['/m/activity?id=2', /Weekend Reload 50%/, /উইকেন্ড রিলোড ৫০%/],
  ['/m/notice', /Announcements/, /ঘোষণা/],
  ['/m/noticeDetail?id=1', /Scheduled maintenance/, /নির্ধারিত রক্ষণাবেক্ষণ/],
  ['/m/help', /Help centre/, /সহায়তা/],
  ['/m/helpDetail?i=3&c=1', /.+/, /.+/],
  ['/m/download', /Download the app/, /অ্যাপ/],
];

for (const [path, en, bn] of ROUTES) {
  for (const [lang, heading] of [
    ['en', en],
    ['bn', bn],
  ] as const) {
    test(`${path} opens in ${lang.toUpperCase()}`, async ({ page }) => {
      await new Site(page).open(path, lang);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('main').getByRole('heading', { name: heading }).first()).toBeVisible();
      await expect(page.locator('main')).not.toContainText('Loading failed');
    });
  }
}

test('home shows banners, the notice strip, the help block, six highlight cards and the footer content', async ({
  page,
}) => {
  const site = new Site(page);
  await site.open('/m/home');
  await site.expectHome();
  await expect(page.getByRole('region', { name: 'Announcements' })).toBeVisible();
  await site.scrollToEnd();
  await expect(page.getByRole('region', { name: 'Highlights' }).getByRole('article')).toHaveCount(6);
  await expect(page.getByText('600+ Games').first()).toBeVisible();
  const footer = page.getByRole('region', { name: 'Site information' });
  await expect(footer.getByRole('link', { name: /Facebook/ })).toHaveAttribute('rel', /noopener/);
  await expect(footer.getByRole('link', { name: /Discord/ })).toHaveCount(0);
  await expect(footer.getByText('© 2019-2025 vsbdtf5. All rights reserved.')).toBeVisible();
  await expect(footer.getByRole('img', { name: /licen/i })).toBeVisible();

  // The footer help strip goes to a help section by index; the promo link to the promotion.
  await footer
    .getByRole('link', { name: /Deposit/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/m\/help\?i=1/);
  await expect(page.getByRole('tab', { name: /Deposit/, selected: true })).toBeVisible();
});

test('the promotion list filters by category, and a card opens its detail with back and confirm', async ({
  page,
}) => {
  const site = new Site(page);
  await site.open('/m/activity');
  const cards = page
    .locator('main')
    .getByRole('link', { name: /Bonus|Reload|Cashback|Insurance|Rebate|Refer|Spin/ });
  await expect(page.locator('main').getByText('Eid Mubarak Reload 30%')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Deposit Bonus' }).click();
  await expect(page.locator('main').getByText('Daily Slots Cashback 1.2%')).toHaveCount(0);
  await expect(page.locator('main').getByText('Weekend Reload 50%')).toBeVisible();
  await page.getByRole('tab', { name: 'VIP' }).click();
  await expect(page.locator('main').getByText(/Long term/)).toBeVisible();
  await page.getByRole('tab', { name: 'All' }).click();
  await cards.filter({ hasText: 'First Deposit 100% Bonus' }).first().click();
  await expect(page).toHaveURL(/\/m\/activityDetail\?id=1/);
  await expect(page.getByText(/\d{4}\/\d{2}\/\d{2}/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/m\/activity$/);

  // An ended promotion is not available: back to the list.
  await site.open('/m/activityDetail?id=7');
  await expect(page).toHaveURL(/\/m\/activity$/);
});

test('hostile CMS HTML in a promotion, a notice and a help answer never runs', async ({ page }) => {
  const alerts = forbidDialogs(page);
  const site = new Site(page);
  await site.open('/m/activityDetail?id=8');
  await expect(page.getByRole('heading', { level: 1, name: 'Lucky Spin Festival' })).toBeVisible();
  await expectNothingRunnable(page);

  await site.open('/m/noticeDetail?id=2');
  await expectNothingRunnable(page);

  await site.open('/m/help?tag=faq&c=4');
  await expectNothingRunnable(page);
  expect(alerts).toEqual([]);
});

test('reading a notice marks it read for this member and the header badge counts one less', async ({
  page,
}) => {
  const site = await signInFresh(page);
  // A new member: two unread player notices, no chat, no mail.
  await expect.poll(() => headerUnread(page)).toBe(2);
  await site.open('/m/noticeDetail?id=1');
  await expect(page.getByRole('heading', { name: /Scheduled maintenance/ })).toBeVisible();
  await expect.poll(() => headerUnread(page)).toBe(1);
  await page.reload();
  await expect.poll(() => headerUnread(page)).toBe(1);

  // The notice popup from the strip lists notices with their dates; opening the other one reads it too.
  await site.open('/m/home');
  await page.getByRole('button', { name: 'All announcements' }).click();
  const popup = site.dialog('Announcements');
  await expect(popup.getByText(/\d{4}\/\d{2}\/\d{2}/).first()).toBeVisible();
  await popup.getByRole('button', { name: /Welcome/ }).click();
  await expect.poll(() => headerUnread(page)).toBe(0);
});

test('a visitor reads notices without read marks, and the notice page confirms back home', async ({
  page,
}) => {
  const site = new Site(page);
  await site.open('/m/notice?index=1');
  await expect(page.getByText('2 / 2')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await headerUnread(page)).toBe(0);
});

test('the notice strip follows a language change without a reload', async ({ page }) => {
  const site = new Site(page);
  await site.open('/m/home', 'bn');
  await expect(page.getByRole('region', { name: 'ঘোষণা' })).toContainText('নির্ধারিত রক্ষণাবেক্ষণ');
  await site.header.getByRole('button', { name: 'মেনু খুলুন' }).click();
  await site.dialog('মেনু').getByRole('button', { name: 'English' }).click();
  await page.keyboard.press('Escape');
  const strip = page.getByRole('region', { name: 'Announcements' });
  await expect(strip).toContainText('Scheduled maintenance');
  await expect(strip).not.toContainText('নির্ধারিত রক্ষণাবেক্ষণ');
});

test.describe('home pop-ups', () => {
  test.use({ homePopups: 'show' });

  for (const [lang, dialog, text, otherText] of [
    ['bn', 'বিজ্ঞপ্তি', 'জমা বোনাস', 'Deposit bonus'],
    ['en', 'Notice', 'Deposit bonus', 'জমা বোনাস'],
  ] as const) {
    test(`show the notice's ${lang.toUpperCase()} text to a visitor in ${lang.toUpperCase()}`, async ({
      page,
    }) => {
      await new Site(page).open('/m/home', lang);
      const popups = page.getByRole('dialog', { name: dialog });
      await expect(popups.getByText(text).first()).toBeVisible();
      await expect(popups).not.toContainText(otherText);
    });
  }

  test('show once per visit with a confirm button', async ({ page }) => {
    const site = new Site(page);
    await site.open('/m/home');
    const popups = site.dialog('Notice');
    await expect(popups.getByText(/Deposit bonus/).first()).toBeVisible();
    await popups.getByRole('button', { name: 'Confirm' }).click();
    await expect(popups).toBeHidden();
    await page.reload();
    await site.expectHome();
    await expect(popups).toBeHidden();
  });
});

test.describe('reward claim', () => {
  test('a visitor is sent back to the promotions with the login popup', async ({ page }) => {
    const site = new Site(page);
    await site.open('/m/applyReward?id=1');
    await expect(page).toHaveURL(/\/m\/activity$/);
    await expect(site.dialog('Login')).toBeVisible();
  });

  test('pictures are checked one by one, then a valid claim is stored and a second one refused', async ({
    page,
  }) => {
    const site = await signInFresh(page);
    await site.open('/m/applyReward?id=1');
    const submit = page.getByRole('button', { name: 'Submit' });
    const picker = page.locator('input[type=file]');
    await expect(submit).toBeDisabled();

    await page.getByLabel(/Remark/).fill('Deposited ৳1,000 by bKash, reference TX123');
    await expect(submit).toBeDisabled(); // the picture is required too

    await picker.setInputFiles([picture('card.gif', 'image/gif', GIF)]);
    await expect(site.toast('Pictures must be JPEG, JPG or PNG')).toBeVisible();
    await picker.setInputFiles([picture('big.png', 'image/png', HUGE_PNG)]);
    await expect(site.toast('Each picture can be at most 5 MB')).toBeVisible();
    await expect(page.getByRole('img', { name: /Picture \d/ })).toHaveCount(0);

    await picker.setInputFiles([
      picture('a.png', 'image/png', PNG),
      picture('b.png', 'image/png', PNG),
      picture('c.png', 'image/png', PNG),
    ]);
    await expect(page.getByRole('img', { name: /Picture \d/ })).toHaveCount(3);
    await picker.setInputFiles([picture('d.png', 'image/png', PNG)]);
    await expect(site.toast('You can attach at most 3 pictures')).toBeVisible();
    await expect(page.getByRole('img', { name: /Picture \d/ })).toHaveCount(3);
    await page.getByRole('button', { name: 'Remove picture 3' }).click();
    await expect(page.getByRole('img', { name: /Picture \d/ })).toHaveCount(2);

    await submit.click();
    await expect(site.toast('Your application was sent and will be reviewed')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/activity$/);

    // The same promotion again while the first is pending: refused with the catalogue text.
    await site.open('/m/applyReward?id=1');
    await page.getByLabel(/Remark/).fill('Again');
    await picker.setInputFiles([picture('a.png', 'image/png', PNG)]);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(site.toast(/already applied/)).toBeVisible();
    await expect(page).toHaveURL(/\/m\/applyReward\?id=1/);
  });

  test('a promotion that needs only a remark, and one that takes no applications', async ({ page }) => {
    const site = await signInFresh(page);
    await site.open('/m/applyReward?id=3');
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await page.getByLabel(/Remark/).fill('x'.repeat(150));
    await expect(page.getByLabel(/Remark/)).toHaveValue('x'.repeat(140));
    await submit.click();
    await expect(site.toast('Your application was sent and will be reviewed')).toBeVisible();

    await site.open('/m/applyReward?id=6');
    await expect(page).toHaveURL(/\/m\/activity$/);
  });
});

test('the live chat opens from the service button, talks to support, and clears the unread count', async ({
  page,
}) => {
  const site = new Site(page);
  await site.open('/m/login');
  await site.login(DEMO_MEMBER);
  await site.signedIn();
  const service = page.getByRole('button', { name: /^Customer service, 1 unread/ });
  await expect(service).toBeVisible();
  await service.click();
  await site
    .dialog('Customer service')
    .getByRole('button', { name: /Live chat/i })
    .first()
    .click();
  const chat = page.frameLocator('iframe[title="Live chat conversation"]');
  await expect(chat.getByText(/Welcome/)).toBeVisible();
  // The ticket left the frame's address at the first opening, exchanged for an HttpOnly cookie of the chat pages.
  const room = page.frames().find((frame) => new URL(frame.url()).pathname === '/chat/room');
  expect(room?.url()).toMatch(/\/chat\/room$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'chat_room')).toMatchObject({
    path: '/chat',
    httpOnly: true,
    sameSite: 'Strict',
  });
  await chat.getByLabel('Your message').fill('Hello <b>there</b>');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByText('Hello <b>there</b>')).toBeVisible();
  await expect(chat.getByText('Thanks, an agent will answer shortly.').last()).toBeVisible();
  await page.getByRole('button', { name: 'Close the chat' }).click();
  await expect(page.getByRole('button', { name: 'Customer service', exact: true })).toBeVisible();
});

test.describe('app download on an iPhone', () => {
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)';

  test.describe('in Chrome', () => {
    test.use({ userAgent: `${IPHONE} CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1` });
    test('the profile asks for Safari', async ({ page }) => {
      await new Site(page).open('/m/download');
      await page.getByRole('button', { name: 'iOS app (profile)' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Please use Safari for download App.' }),
      ).toBeVisible();
    });
  });

  test.describe('in Safari', () => {
    test.use({ userAgent: `${IPHONE} Version/17.4 Mobile/15E148 Safari/604.1` });
    test('the profile downloads directly', async ({ page }) => {
      await new Site(page).open('/m/download');
      await expect(page.getByRole('link', { name: 'iOS app (profile)' })).toHaveAttribute(
        'href',
        '/static/downloads/vsbdtf5.mobileconfig',
      );
      const profile = await page.request.get('/static/downloads/vsbdtf5.mobileconfig');
      expect(profile.headers()['content-type']).toContain('application/x-apple-aspen-config');
    });
  });
});
