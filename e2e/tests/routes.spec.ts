// Routing of the composed site: home aliases, unknown paths, popup routes and protected routes, and the
// members-only page a guest asked for opening once they have signed in or registered.
import { registerViaApi, uniqueMember } from '../pages/accounts';
import { latestCode } from '../pages/outbox';
import { DEMO_MEMBER, Site } from '../pages/site';
import { expect, type Page, test } from '../pages/test';

const HOME_ALIASES = ['/', '/m', '/m/', '/m/home', '/m/index', '/m/index.html'];

for (const alias of HOME_ALIASES) {
  test(`home alias ${alias} opens the home page with banners and game tabs`, async ({ page }) => {
    const site = new Site(page);
    await site.open(alias);
    await site.expectHome();
    await expect(site.header.getByRole('link', { name: 'Home' })).toBeVisible();
  });
}

test('an unknown path redirects to /m/home', async ({ page }) => {
  const site = new Site(page);
  await site.open('/m/no-such-page');
  await expect(page).toHaveURL(/\/m\/home$/);
  await site.expectHome();
});

const POPUP_ROUTES = [
  { path: '/m/login', name: 'Login' },
  { path: '/m/register', name: 'Register' },
  { path: '/m/register.html', name: 'Register' },
  { path: '/m/forget', name: 'Forgot password' },
];

for (const { path, name } of POPUP_ROUTES) {
  test(`${path} opens the ${name} popup over home and closing it goes to /m/home`, async ({ page }) => {
    const site = new Site(page);
    await site.open(path);
    const dialog = site.dialog(name);
    await expect(dialog).toBeVisible();
    await expect(site.lobbyArea).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/mc-scroll-locked/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.locator('body')).not.toHaveClass(/mc-scroll-locked/);
  });
}

test('/m/changePsw without a session goes to /m/home without a popup', async ({ page }) => {
  const site = new Site(page);
  await site.open('/m/changePsw');
  await expect(page).toHaveURL(/\/m\/home$/);
  await site.expectHome();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a protected route without a session opens the login popup instead of the page', async ({ page }) => {
  const site = new Site(page);
  await site.open('/m/voucherCenter');
  await expect(site.dialog('Login')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('opening one auth popup closes the other', async ({ page }) => {
  const site = new Site(page);
  await site.open('/m/login');
  await expect(site.dialog('Login')).toBeVisible();
  await site.dialog('Login').getByRole('button', { name: 'Register' }).click();
  await expect(site.dialog('Register')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

/** The sign-in popups' texts and the titles of the pages asked for, in each language. */
const SIGN_IN = {
  en: {
    login: 'Login',
    register: 'Register',
    username: 'Username',
    password: 'Password',
    confirmPassword: 'Confirm password',
    captcha: 'Verification code',
    invite: 'Invite friends',
    deposit: 'Deposit',
    withdraw: 'Withdraw',
  },
  bn: {
    login: 'লগইন',
    register: 'নিবন্ধন',
    username: 'ইউজারনেম',
    password: 'পাসওয়ার্ড',
    confirmPassword: 'পাসওয়ার্ড নিশ্চিত করুন',
    captcha: 'যাচাইকরণ কোড',
    invite: 'বন্ধুদের আমন্ত্রণ',
    deposit: 'ডিপোজিট',
    withdraw: 'উত্তোলন',
  },
} as const;

for (const lang of ['en', 'bn'] as const) {
  const text = SIGN_IN[lang];

  /** Fill and submit the login popup in this language. */
  async function logIn(page: Page, member: { username: string; password: string }) {
    const dialog = page.getByRole('dialog', { name: text.login });
    await dialog.getByLabel(text.username).fill(member.username);
    await dialog.getByLabel(text.password, { exact: true }).fill(member.password);
    await dialog.getByRole('button', { name: text.login, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('header-avatar')).toBeVisible();
  }

  test.describe(`the page a guest asked for, after signing in (${lang.toUpperCase()})`, () => {
    test('a link inside the site to a members-only page (a banner to /m/inviteFriends) opens it once signed in', async ({
      page,
    }) => {
      const site = new Site(page);
      await site.open('/m/home', lang);
      await site.expectHome();
      await site.go('/m/inviteFriends');
      await expect(site.dialog(text.login)).toBeVisible();
      await expect(page).toHaveURL(/\/m\/home$/);
      await logIn(page, DEMO_MEMBER);
      await expect(page).toHaveURL(/\/m\/inviteFriends$/);
      await expect(page.getByRole('region', { name: text.invite })).toBeVisible();
    });

    test('a shared deposit link opens the deposit page once the guest has registered from the login popup', async ({
      page,
    }) => {
      const site = new Site(page);
      const member = uniqueMember('ret');
      await site.open('/m/voucherCenter', lang);
      const login = site.dialog(text.login);
      await login.getByRole('button', { name: text.register, exact: true }).click();
      const register = site.dialog(text.register);
      await register.getByLabel(text.username).fill(member.username);
      await register.getByLabel(text.password, { exact: true }).fill(member.password);
      await register.getByLabel(text.confirmPassword).fill(member.password);
      await register.getByLabel(text.captcha).fill(await latestCode(page.request, 'captcha', 'register'));
      await register.getByRole('checkbox').check();
      await register.getByRole('button', { name: text.register, exact: true }).click();
      await expect(register).toBeHidden();
      await expect(page).toHaveURL(/\/m\/voucherCenter(\?|$)/);
      await expect(page.getByRole('region', { name: text.deposit })).toBeVisible();
    });

    test('a member already signed in who follows a sign-in or register link goes on to the page it names, or home, without a form', async ({
      page,
    }) => {
      const site = new Site(page);
      await site.open('/m/login', lang);
      await logIn(page, DEMO_MEMBER);
      await expect(page).toHaveURL(/\/m\/home$/);

      await site.open('/m/login?redirect=/m/withdraw', lang);
      await expect(page).toHaveURL(/\/m\/withdraw$/);
      await expect(page.getByRole('region', { name: text.withdraw })).toBeVisible();

      for (const path of ['/m/login', '/m/register']) {
        await site.open(path, lang);
        await expect(page).toHaveURL(/\/m\/home$/);
        await site.expectHome();
        await expect(page.getByTestId('header-avatar')).toBeVisible();
        await expect(page.getByRole('dialog', { name: text.login })).toHaveCount(0);
        await expect(page.getByRole('dialog', { name: text.register })).toHaveCount(0);
      }
    });

    test('/m/login?redirect= names the page to open once signed in, and only a page of this site', async ({
      page,
    }) => {
      const site = new Site(page);
      await site.open('/m/login?redirect=/m/withdraw', lang);
      await logIn(page, DEMO_MEMBER);
      await expect(page).toHaveURL(/\/m\/withdraw$/);
      await expect(page.getByRole('region', { name: text.withdraw })).toBeVisible();

      // Another site, in any spelling, is never where a sign-in leads: home instead.
      const member = uniqueMember('red');
      await registerViaApi(page.request, member);
      for (const elsewhere of ['//example.com/m/withdraw', 'https://example.com/', '/\\example.com/']) {
        await page.evaluate(() => sessionStorage.removeItem('MC_SESSION_INFO'));
        await site.open(`/m/login?redirect=${encodeURIComponent(elsewhere)}`, lang);
        await logIn(page, member);
        await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/m\/home$/);
      }
    });
  });
}
