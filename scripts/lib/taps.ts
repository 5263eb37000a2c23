// How long a tap takes to paint, as `pnpm bench:taps` and `pnpm bench:ab <ref> <runs> taps` measure it: Playwright's
// Chromium at a phone's size, the page loaded and settled at full speed, then the CPU slowed 4× (a mid-range phone)
// for the tap itself, whose duration Chromium's Event Timing API gives (input delay + handlers + the next paint:
// what INP counts). Also `pnpm bench:lobby`'s interaction timings.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Locator, type Page } from '@playwright/test';
import { DEMO_MEMBER, memberSession, SESSION_STORAGE_KEY } from './member-session.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Chromium reports no interaction shorter than this: such a tap counts as this long. */
export const EVENT_TIMING_THRESHOLD_MS = 16;
/** A mid-range phone, as Lighthouse's mobile preset slows the CPU. */
const CPU_SLOWDOWN = 4;

export type Language = 'bn' | 'en';

/** The languages measured: both, or the one BENCH_LANG names. */
export const TAP_LANGUAGES: readonly Language[] = process.env.BENCH_LANG
  ? [process.env.BENCH_LANG as Language]
  : ['bn', 'en'];

export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

/** Starts recording the page's interactions (Chromium reports those of 16 ms and more, in steps of 8 ms). */
export function observeInteractions(page: Page): Promise<void> {
  return page.evaluate((threshold) => {
    const w = window as unknown as { __interactions: number[] };
    w.__interactions = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId) w.__interactions.push(entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: threshold });
  }, EVENT_TIMING_THRESHOLD_MS);
}

/**
 * The longest interaction since the last call, the longest of its events (pointerdown, pointerup, click). Its
 * entries arrive after the paint that ends it: when none has come, the page is given a few frames and an idle
 * moment to report one; a tap that reports none took less than the threshold and counts as the threshold.
 */
export async function takeInteraction(page: Page): Promise<number> {
  const reported = await page.evaluate(
    () => (window as unknown as { __interactions: number[] }).__interactions.length > 0,
  );
  if (!reported) await settle(page);
  return page.evaluate((threshold) => {
    const w = window as unknown as { __interactions: number[] };
    const longest = Math.max(threshold, ...w.__interactions);
    w.__interactions = [];
    return Math.round(longest);
  }, EVENT_TIMING_THRESHOLD_MS);
}

/** Waits until the main thread is quiet: a few frames painted, then an idle moment (no fixed sleep). */
export function settle(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let frames = 3;
        const next = () => {
          frames -= 1;
          if (frames > 0) requestAnimationFrame(next);
          else requestIdleCallback(() => resolve(), { timeout: 2000 });
        };
        requestAnimationFrame(next);
      }),
  );
}

type Json = { [key: string]: string | Json };

/** The texts a player reads, from the apps' own locale files: the taps find their targets by them. */
interface Texts {
  shell: Json;
  lobby: Json;
  money: Json;
  protection: Json;
}

function readTexts(language: Language): Texts {
  const read = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as Json;
  return {
    shell: read(`shell/src/locales/${language}.json`),
    lobby: read(`remote-lobby/src/locales/${language}.json`),
    money: read(`remote-account/src/features/money/locales/${language}.json`),
    protection: read(`remote-account/src/features/protection/locales/${language}.json`),
  };
}

/** A text by its dotted key (`header.login`). */
function text(texts: Json, key: string): string {
  const found = key.split('.').reduce<string | Json | undefined>((node, part) => {
    return typeof node === 'object' ? node[part] : undefined;
  }, texts);
  if (typeof found !== 'string') throw new Error(`no text ${key}`);
  return found;
}

const escaped = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text with placeholders ({{name}}) as a pattern of whole names, each placeholder a group. */
function textPattern(texts: Json, key: string): RegExp {
  const parts = text(texts, key).split(/\{\{\w+\}\}/);
  return new RegExp(`^${parts.map(escaped).join('(.+)')}$`);
}

interface TapContext {
  page: Page;
  texts: Texts;
  /** Opens a path of the site in the language measured. */
  open: (pagePath: string) => Promise<void>;
  /** 0, 1, …: lets a tap vary its target between runs. */
  run: number;
}

export interface Tap {
  name: string;
  signedIn: boolean;
  /**
   * Brings a fresh page to where the tap starts; gives what to tap and what shows once the tap is answered (or,
   * `gone`, what is gone then).
   */
  ready: (context: TapContext) => Promise<{ target: Locator; answer: Locator; gone?: boolean }>;
  /** Undoes what the tap changed on the server, so that every run starts alike. */
  undo?: (context: TapContext) => Promise<void>;
}

const header = (page: Page) => page.locator('header.mc-header');
const footerTab = ({ page, texts }: TapContext, key: string) =>
  page
    .getByRole('navigation', { name: text(texts.shell, 'footer.nav') })
    // A tab's name may end with its badge's count.
    .getByRole('link', { name: new RegExp(`^${escaped(text(texts.shell, `footer.${key}`))}( \\d+\\+?)?$`) });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });
/** Home with its game tabs shown. */
async function openHome(context: TapContext) {
  await context.open('/m/home');
  await context.page.getByRole('tab', { name: text(context.texts.lobby, 'tabs.HOT') }).waitFor();
}

function footerTap(key: string, from: string): Tap {
  return {
    name: `footer ${key}`,
    signedIn: true,
    ready: async (context) => {
      await context.open(from);
      const target = footerTab(context, key);
      await target.waitFor();
      return { target, answer: target.and(context.page.locator('[aria-current="page"]')) };
    },
  };
}

function headerAuthTap(kind: 'login' | 'register'): Tap {
  return {
    name: `header ${kind === 'login' ? 'Login' : 'Register'}`,
    signedIn: false,
    ready: async (context) => {
      await openHome(context);
      const target = header(context.page).getByRole('button', {
        name: text(context.texts.shell, `header.${kind}`),
        exact: true,
      });
      // The form is the answer, not only the sheet around it.
      const answer = dialog(context.page, text(context.texts.shell, `popup.${kind}`))
        .getByRole('textbox')
        .first();
      return { target, answer };
    },
  };
}

/** The taps the team watches: each shows the player something at once. */
export const TAPS: readonly Tap[] = [
  {
    name: 'side menu open',
    signedIn: false,
    ready: async (context) => {
      await openHome(context);
      const target = header(context.page).getByRole('button', {
        name: text(context.texts.shell, 'header.menu'),
      });
      return { target, answer: dialog(context.page, text(context.texts.shell, 'menu.title')) };
    },
  },
  {
    name: 'side menu close',
    signedIn: false,
    ready: async (context) => {
      await openHome(context);
      const { page, texts } = context;
      await header(page)
        .getByRole('button', { name: text(texts.shell, 'header.menu') })
        .click();
      const menu = dialog(page, text(texts.shell, 'menu.title'));
      const target = menu.getByRole('button', { name: text(texts.shell, 'menu.close') });
      await target.waitFor();
      return { target, answer: menu, gone: true };
    },
  },
  {
    name: 'home category chip (Slots)',
    signedIn: false,
    ready: async (context) => {
      await openHome(context);
      const name = text(context.texts.lobby, 'tabs.RNG');
      const target = context.page.getByRole('tab', { name, exact: true });
      return { target, answer: context.page.getByRole('tab', { name, exact: true, selected: true }) };
    },
  },
  footerTap('home', '/m/activity'),
  footerTap('promotion', '/m/home'),
  footerTap('invite', '/m/home'),
  footerTap('deposit', '/m/home'),
  footerTap('member', '/m/home'),
  headerAuthTap('login'),
  headerAuthTap('register'),
  {
    name: 'deposit amount chip',
    signedIn: true,
    ready: async (context) => {
      await context.open('/m/voucherCenter');
      const { page, texts } = context;
      const chips = page
        .getByRole('group', { name: text(texts.money, 'amount.presets') })
        .getByRole('button');
      // Before a first deposit the page asks for a deposit limit first: the member declines it.
      const optOut = page.getByRole('button', { name: text(texts.protection, 'prompt.optOut'), exact: true });
      await chips.first().or(optOut).waitFor();
      if (await optOut.isVisible()) await optOut.click();
      await chips.first().waitFor();
      // A different chip each run (the first three).
      const target = chips.nth(context.run % Math.min(3, await chips.count()));
      return { target, answer: target.and(page.locator('[aria-pressed="true"]')) };
    },
  },
  {
    name: 'favourite star',
    signedIn: true,
    ready: async (context) => {
      await openHome(context);
      const { page, texts } = context;
      const star = page.getByRole('button', { name: textPattern(texts.lobby, 'tile.favourite') }).first();
      await star.scrollIntoViewIfNeeded();
      // Once a favourite, the star is named by its game (which its name holds) as one to remove.
      const label = (await star.getAttribute('aria-label')) ?? '';
      const game = textPattern(texts.lobby, 'tile.favourite').exec(label)?.[1] ?? '';
      const unfavourite = text(texts.lobby, 'tile.unfavourite').replace('{{name}}', game);
      return {
        target: page.getByRole('button', { name: label, exact: true }),
        answer: page.getByRole('button', { name: unfavourite, exact: true }),
      };
    },
    undo: async ({ page }) => {
      const star = page.locator('.lob-tile__star[aria-pressed="true"]').first();
      const removed = page.waitForResponse((response) => response.request().method() === 'DELETE');
      await star.click();
      await removed;
    },
  },
  {
    name: 'provider popup open',
    signedIn: false,
    ready: async (context) => {
      await context.open('/m/slot-games');
      const name = text(context.texts.lobby, 'providers.title');
      const target = context.page.getByRole('button', { name, exact: true });
      return { target, answer: dialog(context.page, name) };
    },
  },
];

/** The taps BENCH_TAPS names (`menu,chip`: those whose name contains one of the words), or all of them. */
export function chosenTaps(): readonly Tap[] {
  const words = process.env.BENCH_TAPS?.split(',').filter(Boolean) ?? [];
  return TAPS.filter((tap) => words.length === 0 || words.some((word) => tap.name.includes(word)));
}

export interface TapOptions {
  /** The site's origin, e.g. http://localhost:8080. */
  base: string;
  /** The release store's port: the remotes' files a tap had to fetch are counted. */
  storePort: string;
  runs: number;
  langs: readonly Language[];
  /** The taps to measure (those BENCH_TAPS names by default). */
  taps?: readonly Tap[];
}

/** One tap's runs in one language: each run's interaction (ms) and how many remote files it fetched. */
export interface TapRuns {
  durations: number[];
  remoteFiles: number[];
}

/** Every tap's runs by language: `figures[tap.name][language]`. */
export type TapFigures = Record<string, Partial<Record<Language, TapRuns>>>;

/**
 * Each tap `runs` times in each language, in a fresh page each time: loaded and settled at full speed, then the
 * CPU slowed 4× for the tap, the interaction read once its answer is on screen.
 */
export async function measureTaps({
  base,
  storePort,
  runs,
  langs,
  taps = chosenTaps(),
}: TapOptions): Promise<TapFigures> {
  const session = taps.some((tap) => tap.signedIn)
    ? await memberSession(base, DEMO_MEMBER.username, DEMO_MEMBER.password)
    : null;
  const browser = await launchBenchBrowser();
  const figures: TapFigures = {};
  try {
    for (const language of langs) {
      const texts = readTexts(language);
      for (const tap of taps) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        // The home pop-up list (once per browser session) would cover the page: every run is a returning visit.
        await context.addInitScript(
          ([key, info]) => {
            sessionStorage.setItem('mc.content.homePopupsShown', '1');
            if (info) sessionStorage.setItem(key, info);
          },
          [SESSION_STORAGE_KEY, tap.signedIn && session ? JSON.stringify(session) : ''] as const,
        );
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        const slowDown = (rate: number) => cdp.send('Emulation.setCPUThrottlingRate', { rate });
        let remoteFiles = 0;
        page.on('request', (request) => {
          if (new URL(request.url()).port === storePort) remoteFiles += 1;
        });
        const open = async (pagePath: string) => {
          await page.goto(`${base}${pagePath}?lang=${language}`, { waitUntil: 'networkidle' });
        };
        const mine: TapRuns = { durations: [], remoteFiles: [] };
        try {
          for (let run = 0; run < runs; run += 1) {
            const tapContext: TapContext = { page, texts, open, run };
            await slowDown(1);
            const { target, answer, gone = false } = await tap.ready(tapContext);
            await target.waitFor();
            await target.scrollIntoViewIfNeeded();
            await page.waitForLoadState('networkidle');
            await settle(page);
            await observeInteractions(page);
            await slowDown(CPU_SLOWDOWN);
            await settle(page);
            remoteFiles = 0;
            await target.click();
            await answer.waitFor({ state: gone ? 'hidden' : 'visible' });
            mine.durations.push(await takeInteraction(page));
            mine.remoteFiles.push(remoteFiles);
            await slowDown(1);
            await tap.undo?.(tapContext);
          }
        } finally {
          await context.close();
        }
        (figures[tap.name] ??= {})[language] = mine;
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}

/** The runs of several measurements as one (e.g. one run of each tap per turn of `pnpm bench:ab`). */
export function mergeTapFigures(measurements: readonly TapFigures[]): TapFigures {
  const merged: TapFigures = {};
  for (const figures of measurements) {
    for (const [tap, byLanguage] of Object.entries(figures)) {
      for (const [language, runs] of Object.entries(byLanguage) as [Language, TapRuns][]) {
        const mine = ((merged[tap] ??= {})[language] ??= { durations: [], remoteFiles: [] });
        mine.durations.push(...runs.durations);
        mine.remoteFiles.push(...runs.remoteFiles);
      }
    }
  }
  return merged;
}
