// `node scripts/screens.ts` (with the site running, e.g. `pnpm start`): screenshots of what a player sees on a
// 390×844 phone, in both languages, written to docs/screens/: home, a lobby page, the member centre, the deposit
// page and the agency centre (signed in as the seed's agent, who is also a member with a wallet).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';

const SITE = process.env.SITE ?? 'http://localhost:8080';
const OUT = path.resolve(import.meta.dirname, '../docs/screens');
const AGENT = { username: 'agent01', password: 'agent1234' };

const SCREENS = [
  { name: 'home', path: '/m/home', signedIn: false },
  { name: 'lobby-slots', path: '/m/slot-games', signedIn: false },
  { name: 'member-centre', path: '/m/member', signedIn: true },
  { name: 'deposit', path: '/m/voucherCenter', signedIn: true },
  { name: 'agency-centre', path: '/m/agent', signedIn: true },
] as const;

async function signIn(page: Page, lang: string) {
  await page.goto(`${SITE}/m/login?lang=${lang}`);
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="username"]').fill(AGENT.username);
  await dialog.locator('input[name="password"]').fill(AGENT.password);
  await dialog.locator('button[type="submit"]').click();
  await page.getByTestId('header-avatar').waitFor();
}

/** Let the page settle: no skeleton on the first screen (areas below it load when scrolled near), fonts loaded. */
async function settled(page: Page) {
  await page.locator('.mc-remote-area').first().waitFor({ state: 'attached' });
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.mc-skeleton')].every(
      (skeleton) => skeleton.getBoundingClientRect().top > innerHeight,
    ),
  );
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  for (const lang of ['bn', 'en']) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    // The home pop-ups, once answered, stay away for the visit: the screenshots show the pages themselves.
    await context.addInitScript(() => sessionStorage.setItem('mc.content.homePopupsShown', '1'));
    const page = await context.newPage();
    for (const screen of SCREENS.filter((one) => !one.signedIn)) {
      await page.goto(`${SITE}${screen.path}?lang=${lang}`);
      await settled(page);
      await page.screenshot({ path: path.join(OUT, `${screen.name}-${lang}.png`) });
    }
    await signIn(page, lang);
    for (const screen of SCREENS.filter((one) => one.signedIn)) {
      await page.goto(`${SITE}${screen.path}?lang=${lang}`);
      await settled(page);
      // Contract alerts and other offers wait in the dialog queue; close whatever the site offers.
      while ((await page.getByRole('dialog').count()) > 0) await page.keyboard.press('Escape');
      await page.screenshot({ path: path.join(OUT, `${screen.name}-${lang}.png`) });
    }
    await context.close();
  }
  await browser.close();
  console.log(`screenshots in ${path.relative(process.cwd(), OUT)}`);
}

await main();
