// Session life: tabs share the session (signing out in one signs out the others), and a session the server
// no longer knows is cleared everywhere with the catalogue message.
import { expect, test } from '../pages/test';
import { DEMO_MEMBER, Site } from '../pages/site';

test('a second tab adopts the session, and signing out in one tab signs out the other', async ({
  context,
}) => {
  const first = new Site(await context.newPage());
  await first.open('/m/login');
  await first.login(DEMO_MEMBER);
  await first.signedIn();
  await expect(first.page.getByTestId('header-avatar')).toHaveText('D');

  const second = new Site(await context.newPage());
  await second.open('/m/home');
  await expect(second.page.getByTestId('header-avatar')).toHaveText('D');
  await expect(second.page.getByTestId('header-balance')).toHaveText('৳12,345.67');

  await (await second.openMenu()).getByRole('button', { name: 'Sign out' }).click();
  await second.dialog('Sign out').getByRole('button', { name: 'Submit' }).click();
  await expect(second.header.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(first.header.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await first.sessionInfo()).toBeNull();
});

test('a session revoked on the server is cleared with the logged-out message on the next call', async ({
  page,
  request,
}) => {
  const site = new Site(page);
  await site.open('/m/login');
  await site.login(DEMO_MEMBER);
  await expect(page.getByTestId('header-balance')).toHaveText('৳12,345.67');
  const { token } = JSON.parse((await site.sessionInfo()) ?? '{}') as { token: string };
  const revoked = await request.delete('/wps/session/logout?merchantCode=vsbdtf5&moduleId=COMM3', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(revoked.status()).toBe(200);

  // The next call may be the player's or one the site makes by itself after signing in (home renews the member's
  // info; the agency's contract alerts ask for theirs). Either must end the session with the message. The inbox
  // button is there with or without a session: signed in, it opens the inbox, which asks the server.
  await site.header.getByRole('button', { name: /^Messages/ }).click();
  await expect(site.toast('The account has been logged out, please log in again')).toBeVisible();
  await expect(site.header.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await site.sessionInfo()).toBeNull();
});
