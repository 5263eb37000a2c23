// Accessibility (WCAG 2.2 AA) on the composed site: axe on every page the suite visits in the dark theme, in
// Bengali and English, signed out and signed in (a public page both ways, a member's page signed in), and on home
// and the member centre in the light theme (no serious or critical violation), focus trapped in dialogs and
// given back to the opener, touch targets of at least 24 × 24 px, a pause control for everything that moves and no
// automatic movement under prefers-reduced-motion, `lang` following the chosen language, and paste allowed in
// password and code fields.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '../pages/test';
import { registerViaApi, uniqueMember } from '../pages/accounts';
import { DEMO_AGENT, DEMO_MEMBER, Site } from '../pages/site';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SUBAGENT = { username: 'subagent01', password: 'member1234' };

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/** One readable block per violation: rule, impact, help, and each offending node with axe's summary. */
function describeViolations(violations: Violations): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => {
          const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
          return `    - ${node.target.join(' ')}\n      ${node.html.slice(0, 200)}\n      ${summary}`;
        })
        .join('\n');
      return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length})\n${nodes}`;
    })
    .join('\n\n');
}

/**
 * The page has rendered its content: something is in <main> (or a dialog), nothing is still loading, and the
 * entry animations (page fade, dialog slide) have ended, so colours are measured at full opacity. Areas that load
 * only when scrolled near (below the fold on home) are scrolled to, as a reader would, so they are checked too.
 */
async function settled(page: Page) {
  await expect(
    page.locator('main :is(h1, h2, [role="tablist"], form, ul, p), [role="dialog"]').first(),
  ).toBeVisible();
  const waiting = page.locator('[aria-busy="true"]');
  await expect(async () => {
    for (const area of await waiting.all()) {
      await area.scrollIntoViewIfNeeded({ timeout: 1000 }).catch(() => undefined);
    }
    await expect(waiting).toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe with the WCAG 2.x A/AA tags; fails on any serious or critical violation, listing them all. `soft` lets a
 * test that checks one page in several languages and sign-in states go on and report every one of them.
 */
async function expectNoSeriousViolations(page: Page, where: string, { soft = false } = {}) {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  (soft ? expect.soft : expect)(
    blocking.length,
    `${where}: serious/critical axe violations\n\n${describeViolations(blocking)}\n`,
  ).toBe(0);
}

async function signIn(page: Page, who: { username: string; password: string }) {
  const site = new Site(page);
  await site.open('/m/login');
  await site.login(who);
  await site.signedIn();
  return site;
}

// ---------------------------------------------------------------------------------------------------------------
// axe, dark theme (the default)

const LANGUAGES = ['bn', 'en'] as const;

/** The public pages: checked signed out, then signed in as a member. */
const PUBLIC_ROUTES = [
  '/m/home',
  '/m/live-games',
  '/m/slot-games',
  '/m/sport-games',
  '/m/esport-games',
  '/m/cockfight',
  '/m/fishing-games',
  '/m/poker-games',
  '/m/lott',
  '/m/elott',
  '/m/hot-games',
  '/m/search-games',
  '/m/inHouse',
  '/m/jili-games',
  '/m/rtg-games',
  '/m/bingo',
  '/m/jackpots',
  '/m/provider',
  '/m/gameCenter',
  '/m/activity',
  '/m/activityDetail?id=1',
  '/m/notice',
  '/m/noticeDetail?id=1',
  '/m/help',
  '/m/helpDetail?i=3&c=1',
  '/m/download',
  '/m/member',
  '/m/about',
];

/** The pages of a member's session: checked signed in. */
const MEMBER_ROUTES = [
  '/m/set',
  '/m/member/benefits',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/vouReport',
  '/m/withdrawReport',
  '/m/transaction/record',
  '/m/gameRecord',
  '/m/profitandloss',
  '/m/rewardCenter',
  '/m/leaderBoard',
  '/m/inviteFriends',
  '/m/securityCenter',
  '/m/security/sessions',
  '/m/responsible-gaming',
  '/m/member/manualRebate',
  '/m/member/rebateReport',
  '/m/webEmail',
  '/m/feedback',
  '/m/recent-games',
  '/m/fav-games',
  '/m/applyReward?id=1',
];

const AGENT_ROUTES = [
  '/m/agent',
  '/m/agent?tab=downlines',
  '/m/agent?tab=links',
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
];

test.describe('axe, dark theme', () => {
  // One visit per page, language and sign-in state; the languages of one state share a sign-in.
  for (const path of PUBLIC_ROUTES) {
    test(`${path} signed out and signed in as ${DEMO_MEMBER.username}, in Bengali and English`, async ({
      page,
    }) => {
      test.slow();
      const site = new Site(page);
      for (const lang of LANGUAGES) {
        await site.open(path, lang);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expectNoSeriousViolations(page, `${path} signed out (${lang})`, { soft: true });
      }
      await signIn(page, DEMO_MEMBER);
      for (const lang of LANGUAGES) {
        await site.open(path, lang);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expectNoSeriousViolations(page, `${path} signed in (${lang})`, { soft: true });
      }
    });
  }

  const SIGNED_IN_ROUTES = [
    ...MEMBER_ROUTES.map((path) => ({ path, who: DEMO_MEMBER })),
    ...AGENT_ROUTES.map((path) => ({ path, who: DEMO_AGENT })),
    { path: '/m/upLine/transfer', who: SUBAGENT },
  ];
  for (const { path, who } of SIGNED_IN_ROUTES) {
    test(`${path} signed in as ${who.username}, in Bengali and English`, async ({ page }) => {
      const site = await signIn(page, who);
      for (const lang of LANGUAGES) {
        await site.open(path, lang);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expectNoSeriousViolations(page, `${path} (${lang})`, { soft: true });
      }
    });
  }

  test('the login popup', async ({ page }) => {
    const site = new Site(page);
    await site.open('/m/login');
    await expect(site.dialog('Login').getByLabel('Username')).toBeVisible();
    await expectNoSeriousViolations(page, 'login popup');
  });

  test('the register popup', async ({ page }) => {
    const site = new Site(page);
    await site.open('/m/register');
    await expect(site.dialog('Register').getByLabel('Username')).toBeVisible();
    await expectNoSeriousViolations(page, 'register popup');
  });

  test('the forgot-password and change-password popups', async ({ page }) => {
    const site = new Site(page);
    await site.open('/m/forget');
    await expect(site.dialog('Forgot password').getByRole('button').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'forgot-password popup');
    await signIn(page, DEMO_MEMBER);
    await site.open('/m/changePsw');
    await expect(site.dialog('Change password').getByLabel('Old password')).toBeVisible();
    await expectNoSeriousViolations(page, 'change-password popup');
  });

  test('the side menu, as a visitor and signed in', async ({ page }) => {
    const site = new Site(page);
    await site.open('/m/home');
    await site.expectHome();
    const menu = await site.openMenu();
    await expect(menu.getByRole('button', { name: 'English' })).toBeVisible();
    await expectNoSeriousViolations(page, 'side menu (visitor)');
    await page.keyboard.press('Escape');
    await signIn(page, DEMO_AGENT);
    // Away from home, where agent01's contract alerts open a dialog of their own.
    await site.open('/m/member');
    const memberMenu = await site.openMenu();
    await expect(memberMenu.getByRole('link', { name: /Agency/ })).toBeVisible();
    await expectNoSeriousViolations(page, 'side menu (agent)');
  });

  test('the notice popup and the logout confirmation', async ({ page }) => {
    const site = await signIn(page, DEMO_MEMBER);
    await site.open('/m/home');
    await site.expectHome();
    await page.getByRole('button', { name: 'All announcements' }).click();
    await expect(site.dialog('Announcements').getByRole('button').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'notice popup');
    await page.keyboard.press('Escape');
    await site.open('/m/member');
    await page.locator('main').getByRole('button', { name: 'Sign out' }).click();
    await expect(site.dialog('Sign out')).toBeVisible();
    await expectNoSeriousViolations(page, 'logout confirmation');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// axe, light theme

const LIGHT_VISITOR_ROUTES = ['/m/slot-games', '/m/activity', '/m/help', '/m/download'];
const LIGHT_MEMBER_ROUTES = ['/m/voucherCenter', '/m/securityCenter', '/m/webEmail', '/m/gameRecord'];

test.describe('axe, light theme', () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => localStorage.setItem('MC_THEME', 'light'));
  });

  test('lobby, promotions, help and download as a visitor', async ({ page }) => {
    const site = new Site(page);
    for (const path of LIGHT_VISITOR_ROUTES) {
      await site.open(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await expectNoSeriousViolations(page, `${path} (light)`);
    }
  });

  test('money, security and mail pages signed in', async ({ page }) => {
    const site = await signIn(page, DEMO_MEMBER);
    for (const path of LIGHT_MEMBER_ROUTES) {
      await site.open(path);
      await expectNoSeriousViolations(page, `${path} (light)`);
    }
  });

  test('home as a visitor', async ({ page }) => {
    const site = new Site(page);
    await site.open('/m/home');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await site.expectHome();
    await expectNoSeriousViolations(page, 'home (light)');
    const menu = await site.openMenu();
    await expect(menu.getByRole('button', { name: 'Light' })).toBeVisible();
    await expectNoSeriousViolations(page, 'side menu (light)');
  });

  test('home, the member centre and the login popup signed in', async ({ page }) => {
    const site = new Site(page);
    await site.open('/m/login');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(site.dialog('Login').getByLabel('Username')).toBeVisible();
    await expectNoSeriousViolations(page, 'login popup (light)');
    await site.login(DEMO_MEMBER);
    await site.signedIn();
    await site.expectHome();
    await expectNoSeriousViolations(page, 'home signed in (light)');
    await site.open('/m/member');
    await expect(page.getByRole('heading', { name: 'Member centre' })).toBeVisible();
    await expectNoSeriousViolations(page, 'member centre (light)');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Focus in dialogs

/** Tab and Shift+Tab keep focus inside the dialog and cycle through every tabbable element in it. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  await settled(page);
  const inside = () =>
    dialog.evaluate((element) => {
      const active = document.activeElement;
      if (!active || !element.contains(active) || !(active instanceof HTMLElement)) return null;
      if (!active.dataset.a11yVisit) active.dataset.a11yVisit = String(Math.random());
      return active.dataset.a11yVisit;
    });
  const tabbable = await dialog.evaluate(
    (element) =>
      [
        ...element.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
        ),
      ].filter((item) => item.tabIndex >= 0 && item.checkVisibility()).length,
  );
  expect(tabbable, 'the dialog has something to focus').toBeGreaterThan(0);
  expect(await inside(), 'focus moved into the dialog when it opened').not.toBeNull();

  // Where each press takes the focus, recorded in the page as it happens (a dialog's id per element, null outside
  // it) and read back once per direction: one round trip per press rather than two.
  await dialog.evaluate((element) => {
    const record: (string | null)[] = [];
    (window as unknown as { __focusWalk: (string | null)[] }).__focusWalk = record;
    document.addEventListener('focusin', (event) => {
      const active = event.target;
      if (!(active instanceof HTMLElement) || !element.contains(active)) return void record.push(null);
      active.dataset.a11yVisit ??= String(Math.random());
      record.push(active.dataset.a11yVisit);
    });
  });
  const walk = async (key: string, presses: number) => {
    for (let press = 0; press < presses; press += 1) await page.keyboard.press(key);
    return page.evaluate(() => {
      const record = (window as unknown as { __focusWalk: (string | null)[] }).__focusWalk;
      return record.splice(0, record.length);
    });
  };
  const forward = await walk('Tab', tabbable * 2 + 1);
  expect(forward.indexOf(null), 'Tab never takes the focus out of the dialog').toBe(-1);
  expect(await inside(), 'the focus is in the dialog after the Tab presses').not.toBeNull();
  expect(new Set([...forward, await inside()]).size, 'Tab reaches every tabbable element and wraps').toBe(
    tabbable,
  );
  const backward = await walk('Shift+Tab', tabbable + 1);
  expect(backward.indexOf(null), 'Shift+Tab never takes the focus out of the dialog').toBe(-1);
  expect(await inside(), 'the focus is in the dialog after the Shift+Tab presses').not.toBeNull();
}

/**
 * Opens with `opener` and checks the trap, closes with Escape, opens again and closes with the close button; focus
 * goes back each time.
 */
async function expectDialogFocus(
  page: Page,
  { opener, dialog, ready }: { opener: Locator; dialog: Locator; ready: Locator },
) {
  for (const closeWith of ['Escape', 'close button'] as const) {
    await opener.click();
    await expect(ready).toBeVisible();
    // The trap is the same dialog's each time: walking it once (three presses per element, each read back from the
    // page) is what makes these tests long on a busy machine.
    if (closeWith === 'Escape') await expectFocusTrapped(page, dialog);
    else
      await expect
        .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
        .toBe(true);
    if (closeWith === 'Escape') await page.keyboard.press('Escape');
    else
      await dialog
        .getByRole('button', { name: /^Close/ })
        .first()
        .click();
    await expect(dialog).toBeHidden();
    await expect(opener, `focus returns to the opener after closing with ${closeWith}`).toBeFocused();
  }
}

test.describe('focus in dialogs', () => {
  test('the login popup traps focus and gives it back to the header button', async ({ page }) => {
    const site = new Site(page);
    await site.open('/m/home');
    await site.expectHome();
    const dialog = site.dialog('Login');
    await expectDialogFocus(page, {
      opener: site.header.getByRole('button', { name: 'Login' }),
      dialog,
      ready: dialog.getByLabel('Username'),
    });
  });

  test('the logout confirmation traps focus and gives it back to the sign-out button', async ({ page }) => {
    const site = await signIn(page, DEMO_MEMBER);
    await site.open('/m/member');
    const dialog = site.dialog('Sign out');
    await expectDialogFocus(page, {
      opener: page.locator('main').getByRole('button', { name: 'Sign out' }),
      dialog,
      ready: dialog.getByRole('button', { name: 'Submit' }),
    });
  });

  test('the notice popup traps focus and gives it back to the notice bar', async ({ page }) => {
    const site = new Site(page);
    await site.open('/m/home');
    await site.expectHome();
    const dialog = site.dialog('Announcements');
    await expectDialogFocus(page, {
      opener: page.getByRole('button', { name: 'All announcements' }),
      dialog,
      ready: dialog.getByRole('button').nth(1),
    });
  });

  test('the side menu traps focus and gives it back to the menu button', async ({ page }) => {
    const site = new Site(page);
    await site.open('/m/home');
    await site.expectHome();
    const dialog = site.dialog('Menu');
    await expectDialogFocus(page, {
      opener: site.header.getByRole('button', { name: 'Open menu' }),
      dialog,
      ready: dialog.getByRole('button', { name: 'English' }),
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Touch targets (WCAG 2.5.8)

/**
 * Every visible pointer target that is smaller than 24 × 24 CSS px. A checkbox or radio inside its label counts
 * with the label; a link or button sitting inline inside a sentence is the criterion's inline exception.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="switch"]';
    const inlineInSentence = (element: HTMLElement) => {
      if (getComputedStyle(element).display !== 'inline') return false;
      const parent = element.parentElement;
      if (!parent) return false;
      const around = [...parent.childNodes]
        .filter((node) => node !== element)
        .map((node) => node.textContent ?? '')
        .join('');
      return around.trim().length > 0;
    };
    const problems: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      if (inlineInSentence(element)) continue;
      let box = element.getBoundingClientRect();
      const label =
        element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')
          ? element.closest('label')
          : null;
      if (label) box = label.getBoundingClientRect();
      if (box.width >= 24 - 0.01 && box.height >= 24 - 0.01) continue;
      const name =
        element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? element.tagName;
      problems.push(
        `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${name}" ${box.width.toFixed(1)}×${box.height.toFixed(1)}`,
      );
    }
    return problems;
  });
}

test.describe('touch targets of at least 24 × 24 px', () => {
  test('on home, as a visitor and signed in', async ({ page }) => {
    const site = new Site(page);
    await site.open('/m/home');
    await site.expectHome();
    await settled(page);
    expect(await smallTargets(page), 'home (visitor)').toEqual([]);
    await signIn(page, DEMO_MEMBER);
    await site.expectHome();
    await settled(page);
    expect(await smallTargets(page), 'home (signed in)').toEqual([]);
  });

  test('in the member centre, as a visitor and signed in', async ({ page }) => {
    const site = new Site(page);
    await site.open('/m/member');
    await expect(page.getByRole('heading', { name: 'Member centre' })).toBeVisible();
    await settled(page);
    expect(await smallTargets(page), 'member centre (visitor)').toEqual([]);
    await signIn(page, DEMO_MEMBER);
    await site.open('/m/member');
    await expect(page.locator('main').getByRole('button', { name: 'Sign out' })).toBeVisible();
    await settled(page);
    expect(await smallTargets(page), 'member centre (signed in)').toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Nothing covered by the floating service button (WCAG 2.4.11)

/** The gap the theme keeps around the service button (--mc-service-fab-gap). */
const SERVICE_BUTTON_GAP_PX = 12;

/**
 * Scrolled to the page's end as far as it goes, the last actionable element of <main>: where a tap on its centre
 * and on its right end lands when something else (the service button) is on top, and how far above the service
 * button it ends (negative: it reaches under it; null: they are not one above the other).
 */
async function lastActionAtPageEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  return page.evaluate(() => {
    const actions = [
      ...document.querySelectorAll<HTMLElement>('main :is(a[href], button, input, select, textarea)'),
    ].filter((element) => element.checkVisibility());
    const last = actions.at(-1);
    if (!last) return { last: null, covered: [], clearance: null };
    const box = last.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const points: [string, number][] = [
      ['centre', box.left + box.width / 2],
      ['right end', box.right - 2],
    ];
    const covered = points.flatMap(([where, x]) => {
      const hit = document.elementFromPoint(x, y);
      if (hit && last.contains(hit)) return [];
      const by = hit?.closest('button, a')?.getAttribute('aria-label') ?? hit?.className ?? 'nothing';
      return [`${where} (${Math.round(x)}, ${Math.round(y)}) under "${String(by)}"`];
    });
    const fab = document.querySelector('.cnt-service__fab')?.getBoundingClientRect();
    const above = fab !== undefined && fab.left < box.right && box.left < fab.right;
    const clearance = above ? Math.round(fab.top - box.bottom) : null;
    return { last: last.textContent?.trim() ?? last.tagName, covered, clearance };
  });
}

test.describe('the floating service button covers no page end', () => {
  const OPT_OUT = { en: 'No limit for now', bn: 'আপাতত কোনো সীমা নয়' } as const;
  const SERVICE = { en: /^Customer service/, bn: /^গ্রাহক সেবা/ } as const;

  for (const lang of LANGUAGES) {
    test(`at 390 × 844 the deposit page scrolls its last button clear of it (${lang})`, async ({ page }) => {
      const member = uniqueMember('fab');
      await registerViaApi(page.request, member);
      const site = await signIn(page, member);
      await site.open('/m/voucherCenter', lang);
      // A new member's deposit page is a short one: it ends with the deposit-limit prompt's "No limit for now".
      await expect(page.locator('main').getByRole('button', { name: OPT_OUT[lang] })).toBeVisible();
      await expect(page.getByRole('button', { name: SERVICE[lang] })).toBeVisible();
      await settled(page);
      const { last, covered, clearance } = await lastActionAtPageEnd(page);
      test
        .info()
        .annotations.push({ type: 'clearance above the service button', description: `${clearance} px` });
      expect(last).toBe(OPT_OUT[lang]);
      expect(covered, `"${last}" is under the service button`).toEqual([]);
      expect(clearance, `"${last}" ends ${clearance} px above the service button`).toBeGreaterThanOrEqual(
        SERVICE_BUTTON_GAP_PX,
      );
    });
  }
});

// ---------------------------------------------------------------------------------------------------------------
// Moving content (WCAG 2.2.2) and reduced motion (2.3.3)

const BANNER_AUTOPLAY_MS = 5000;

/** Where a carousel's slides are now (the first slide's left edge). */
function carouselPosition(carousel: Locator) {
  return carousel.evaluate((element) => {
    const slide = element.querySelector('[aria-roledescription="slide"]');
    return slide ? Math.round(slide.getBoundingClientRect().left) : null;
  });
}

/** Where the notice strip is now: its track's transform as the browser shows it (its Web Animation's current value). */
function marqueeOffset(page: Page) {
  return page.locator('.cnt-notice-bar__track').evaluate((track) => getComputedStyle(track).transform);
}

/**
 * Home under a controlled clock: opened, settled and left alone, then the clock paused a second on, so that only
 * the test's clock.runFor moves anything.
 */
async function homeUnderPausedClock(page: Page): Promise<Site> {
  await page.clock.install();
  const site = new Site(page);
  await site.open('/m/home');
  await site.expectHome();
  await settled(page);
  await site.leaveAlone();
  await page.clock.pauseAt(Date.now() + 1000);
  return site;
}

test.describe('moving content', () => {
  test('the banner carousel, the notice marquee, the jackpot and the winner board each have a pause control', async ({
    page,
  }) => {
    const site = await homeUnderPausedClock(page);

    // Banner carousel: it moves on its own, and stays put once paused.
    const carousel = site.bannersArea.locator('[aria-roledescription="carousel"]').first();
    await expect(carousel).toHaveAttribute('data-autoplay', 'on');
    const start = await carouselPosition(carousel);
    await page.clock.runFor(BANNER_AUTOPLAY_MS + 1000);
    await expect.poll(() => carouselPosition(carousel)).not.toBe(start);
    await carousel.getByRole('button', { name: 'Pause' }).click();
    await site.leaveAlone();
    await expect(carousel.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'true');
    await expect(carousel).toHaveAttribute('data-autoplay', 'off');
    const pausedAt = await carouselPosition(carousel);
    await page.clock.runFor(BANNER_AUTOPLAY_MS * 3);
    expect(await carouselPosition(carousel)).toBe(pausedAt);

    // Notice marquee.
    const bar = page.getByRole('region', { name: 'Announcements' });
    const before = await marqueeOffset(page);
    await page.clock.runFor(2000);
    await expect.poll(() => marqueeOffset(page)).not.toBe(before);
    await bar.getByRole('button', { name: 'Pause' }).click();
    await site.leaveAlone();
    await expect(bar.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'true');
    const stopped = await marqueeOffset(page);
    await page.clock.runFor(5000);
    expect(await marqueeOffset(page)).toBe(stopped);

    // Jackpot counter: it grows every 3 to 5 seconds until paused.
    const jackpot = page.getByRole('region', { name: 'Jackpot' });
    const amount = jackpot.getByTestId('jackpot-value');
    const first = await amount.textContent();
    await page.clock.runFor(6000);
    await expect(amount).not.toHaveText(first ?? '');
    await jackpot.getByRole('button', { name: 'Pause' }).click();
    const held = await amount.textContent();
    await page.clock.runFor(20_000);
    await expect(amount).toHaveText(held ?? '');

    // Every other carousel on home (the highlight cards) has its own pause control too.
    const carousels = page.locator('[aria-roledescription="carousel"]');
    expect(await carousels.count()).toBeGreaterThan(1);
    for (const other of await carousels.all()) {
      if ((await other.getAttribute('data-autoplay')) !== 'on') continue;
      await other.getByRole('button', { name: 'Pause' }).click();
      await site.leaveAlone();
      await expect(other).toHaveAttribute('data-autoplay', 'off');
    }

    // Winner board: a CSS loop, paused by its control.
    const winners = page.getByRole('region', { name: 'Big winners' });
    await winners.scrollIntoViewIfNeeded();
    const list = winners.locator('ul[data-loop="true"]');
    await expect(list).toHaveCount(1);
    await winners.getByRole('button', { name: 'Pause' }).click();
    await expect(winners.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(() => list.evaluate((element) => element.getAnimations().map((a) => a.playState)))
      .toEqual(['paused']);
  });

  test('under prefers-reduced-motion nothing moves by itself', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const site = await homeUnderPausedClock(page);

    const carousel = site.bannersArea.locator('[aria-roledescription="carousel"]').first();
    await expect(carousel).toHaveAttribute('data-autoplay', 'off');
    await expect(page.locator('[aria-roledescription="carousel"][data-autoplay="on"]')).toHaveCount(0);
    const jackpot = page.getByTestId('jackpot-value');
    const state = async () => ({
      carousel: await carouselPosition(carousel),
      marquee: await marqueeOffset(page),
      jackpot: await jackpot.textContent(),
    });
    const before = await state();
    await page.clock.runFor(BANNER_AUTOPLAY_MS * 3);
    expect(await state()).toEqual(before);
    await expect(page.locator('ul[data-loop="true"]')).toHaveCount(0);
    const endless = await page.evaluate(() =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().iterations === Infinity,
        )
        .map((animation) => (animation.effect as KeyframeEffect | null)?.target?.className ?? '?'),
    );
    expect(endless, 'no endless animation runs under reduced motion').toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Language of the page (WCAG 3.1.1)

test('lang on <html> follows the language chosen in the menu and in the member centre', async ({ page }) => {
  const site = new Site(page);
  await site.open('/m/home', 'bn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  const menu = site.dialog('মেনু').or(site.dialog('Menu'));
  await site.header.getByRole('button').first().click();
  await menu.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(site.header.getByRole('button', { name: 'Login' })).toBeVisible();
  await menu.getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await page.keyboard.press('Escape');

  await site.open('/m/member', null);
  await page.locator('main').getByRole('button', { name: /\bEN$/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Member centre' })).toBeVisible();
});

// ---------------------------------------------------------------------------------------------------------------
// Paste in password and code fields (WCAG 3.3.8, accessible authentication)

/**
 * A paste event reaches the field without being cancelled, and text from the clipboard lands in it (keeping
 * what the field's own input rules keep, e.g. only digits in a code field).
 */
async function expectPasteWorks(page: Page, field: Locator, text: string, expected = text) {
  await field.fill('');
  const notCancelled = await field.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    return element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
  expect(notCancelled, 'no paste handler cancels the paste').toBe(true);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(field).toHaveValue(expected);
}

test.describe('paste in password and code fields', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('the login password, the SMS code and the SMS check', async ({ page }) => {
    const site = new Site(page);
    await site.open('/m/login');
    const dialog = site.dialog('Login');
    await expectPasteWorks(page, dialog.getByLabel('Password', { exact: true }), 'Pasted-secret9');
    await dialog.getByRole('tab', { name: 'Mobile' }).click();
    await expectPasteWorks(page, dialog.getByLabel('SMS code'), '123456');
    await dialog.getByLabel('Mobile number').fill('1812345678');
    await dialog.getByRole('button', { name: 'Get code' }).click();
    const check = dialog.getByRole('group', { name: 'Verification before sending the SMS' });
    await expectPasteWorks(page, check.getByLabel('Enter the digits shown in the picture'), '4321');
  });

  test('the register password, confirmation and verification code', async ({ page }) => {
    const site = new Site(page);
    await site.open('/m/register');
    const dialog = site.dialog('Register');
    await expectPasteWorks(page, dialog.getByLabel('Password', { exact: true }), 'Pasted-secret9');
    await expectPasteWorks(page, dialog.getByLabel('Confirm password'), 'Pasted-secret9');
    await expectPasteWorks(page, dialog.getByLabel('Verification code'), ' 5678 ', '5678');
  });
});
