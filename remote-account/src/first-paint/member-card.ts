// The signed-in member centre's card in the page's first frame, before React: the site server adds this script to
// /m/member (deploy/src/page-preloads.ts, from the pinned account release), and it draws the member's card, the
// page's largest paint, into the first frame the site server wrote. Opened again in this tab, the page draws the card
// as last drawn (features/member/lib/kept-card.ts, kept by the page's header) as soon as the page is parsed, its
// balance masked; otherwise from the answers the page's loader asked for as it started (shell/src/index.html,
// window.__mcEarly). Either way the answers bring it up to date in place. The card's words come from the same view
// as the member centre's header (features/member/lib/member-card.ts); it lies exactly where that header draws its
// card (the frame's guest card's place, deploy/src/member-card-frame.ts), with the header's look
// (styles/account.css, features/member/member.css), so the swap to the real one is not seen. The shell removes the
// frame once the page is shown (shell/src/features/home/first-frame.ts).
//
// It reads the answers without taking them: the API client takes each one later (shared/src/api/early-answers.ts),
// so this reads a copy of the body. Nothing is drawn for a visitor without a member's session, when an answer is
// missing or failed and no card is kept, or when the page is shown already. Built on its own, outside federation
// (webpack.config.ts): no React, no i18next, only this card's texts.
import type { MemberInfo, MemberWallet, MerchantConfig, RankProgress } from 'shared/contract';
import { type EarlyAnswer, pageEarlyAnswers } from 'shared/early-answers';
import { FIRST_FRAME_ID } from 'shared/page-parts';
import { accessContextOf } from 'shared/route-table';
import { apiRequestPath, START_REQUESTS, type StartRequestName } from 'shared/start-requests';
import { isGuestLikeType } from 'shared/member-rules';
import { formatMoney } from 'shared/money-format';
import { SESSION_STORAGE_KEY } from 'shared/session-keys';
import { endsSession } from 'shared/session-lost';
import { readJson } from 'shared';
import { keptMemberCard } from '../features/member/lib/kept-card';
import {
  type MemberCardText,
  type MemberCardTexts,
  type MemberCardView,
  memberCardView,
} from '../features/member/lib/member-card';
import { accessOf } from '../features/member/lib/route-access';
import bn from '../features/member/locales/bn.json';
import en from '../features/member/locales/en.json';

const CARD_TEXTS: Record<string, Record<MemberCardText, string>> = { bn: bn.centre, en: en.centre };

/** The page's early answer of a start call, if the loader asked for it with a session. */
function earlyAnswer(name: StartRequestName): EarlyAnswer | undefined {
  const { path, moduleId } = START_REQUESTS[name];
  const answer = pageEarlyAnswers()?.[location.origin + apiRequestPath(path, moduleId)];
  return answer?.token ? answer : undefined;
}

/** An early answer as the API client reads it (from a copy of the body): its value, or null when it failed. */
interface Read<T> {
  value: T | null;
  /** The answer says the member's session is gone on the server: the app will sign the member out. */
  sessionLost: boolean;
}

async function read<T>(answer: EarlyAnswer | undefined): Promise<Read<T>> {
  if (!answer) return { value: null, sessionLost: false };
  const response = await answer.response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { success?: unknown; value?: T; code?: unknown } | null;
  if (response.ok && body?.success === true && body.value) return { value: body.value, sessionLost: false };
  // Early answers are asked with the session's token only.
  return { value: null, sessionLost: endsSession(body?.code, true) };
}

/** `{{name}}` filled in, as the site's texts write their values. */
const fill = (text: string, values: Record<string, string | number> = {}) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(values[name] ?? whole));

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

/** The forward chevron the header's benefits hint ends with (lucide's chevron-right, as shared's ForwardIcon). */
function forwardIcon(): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', 'm9 18 6-6-6-6');
  svg.append(path);
  return svg;
}

/** The card as the member header draws it. */
function cardMarkup(view: MemberCardView): HTMLElement {
  const fillBar = element('span', '');
  fillBar.style.width = `${view.percent}%`;
  const identity = element(
    'div',
    '',
    element('p', 'fp-account', view.account),
    element(
      'p',
      'fp-meta',
      ...(view.vipLabel ? [element('span', 'fp-vip', view.vipLabel)] : []),
      ' ',
      element('span', '', view.joined),
    ),
    element(
      'div',
      'fp-progress',
      element('span', '', view.progressLabel),
      element('div', 'fp-track', fillBar),
      element('span', '', `${view.percent}%`),
    ),
    ...(view.benefitsHint ? [element('span', 'fp-hint', `${view.benefitsHint} `, forwardIcon())] : []),
  );
  return element('article', '', identity, balanceMarkup(view));
}

/** The card's balance line, the last part of the card. */
function balanceMarkup(view: MemberCardView): HTMLElement {
  return element(
    'p',
    'fp-meta',
    element('span', '', view.balanceLabel),
    ' ',
    element('span', 'fp-money', moneyText(view)),
  );
}

const moneyText = ({ balance: { amount, symbol, scale, masked } }: MemberCardView) =>
  formatMoney(amount, { symbol, scale, hidden: masked });

const FRAME = `#${FIRST_FRAME_ID}`;
const CARD = `${FRAME}>article`;
/**
 * The header's look in the first frame, before the site's style sheets: the card's place (the frame's guest card's),
 * the site's font, the theme's colours in both themes.
 */
const STYLE =
  `${CARD}{margin:72px 8px 0;padding:16px;border:1px solid #2f3a55;border-radius:10px;background:#1a2133;` +
  `color:#f2f4f8;font:16px 'Hind Siliguri','Noto Sans Bengali',system-ui,-apple-system,'Segoe UI',Roboto,` +
  `sans-serif;--fp-muted:#a3acc2;--fp-primary:#f5b82e;--fp-primary-text:#1a1300;--fp-surface-2:#232c42;` +
  `--fp-accent:#3ea6ff}` +
  `html[data-theme=light] ${CARD}{background:#fff;border-color:#d5dbe8;color:#141a29;--fp-muted:#5a6480;` +
  `--fp-primary:#916300;--fp-primary-text:#fff;--fp-surface-2:#eceff6;--fp-accent:#0a6ccb}` +
  `${CARD} p{margin:6px 0 0}${CARD} .fp-account{margin:0;font-size:20px;font-weight:800}` +
  `${CARD} .fp-meta{color:var(--fp-muted)}${CARD} .fp-money{font-variant-numeric:tabular-nums;white-space:nowrap}` +
  `${CARD} .fp-vip{padding:2px 8px;border-radius:10px;background:var(--fp-primary);` +
  `color:var(--fp-primary-text);font-weight:700;font-size:12px}` +
  `${CARD} .fp-progress{display:grid;grid-template-columns:auto minmax(0,1fr) auto;align-items:center;gap:8px;` +
  `margin-top:10px;font-size:12px;color:var(--fp-muted)}` +
  `${CARD} .fp-track{height:8px;border-radius:4px;background:var(--fp-surface-2);overflow:hidden}` +
  `${CARD} .fp-track>span{display:block;height:100%;background:var(--fp-primary)}` +
  `${CARD} .fp-hint{display:block;margin-top:6px;color:var(--fp-accent);font-size:13px}` +
  `${CARD} svg{width:1.25em;height:1.25em;vertical-align:-0.25em;fill:none;stroke:currentColor;` +
  `stroke-width:2;stroke-linecap:round;stroke-linejoin:round}`;

/** The loader asks for the start calls once the page is parsed: this script may have arrived before. */
function whenAsked(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
  );
}

/**
 * `drawn` changed to say what `fresh` says, in place: a text that differs is changed in its own node, a style or class
 * on its element, and only a part whose make-up differs (a VIP label now shown) is replaced.
 */
function bringUpToDate(drawn: Node, fresh: Node): void {
  if (
    drawn.nodeName !== fresh.nodeName ||
    drawn.childNodes.length !== fresh.childNodes.length ||
    (drawn instanceof Element &&
      fresh instanceof Element &&
      drawn.getAttribute('class') !== fresh.getAttribute('class'))
  ) {
    drawn.parentNode?.replaceChild(fresh, drawn);
    return;
  }
  if (drawn.nodeType === Node.TEXT_NODE) {
    if (drawn.nodeValue !== fresh.nodeValue) drawn.nodeValue = fresh.nodeValue;
    return;
  }
  if (drawn instanceof Element && fresh instanceof Element) {
    const style = fresh.getAttribute('style');
    if (drawn.getAttribute('style') !== style) {
      if (style === null) drawn.removeAttribute('style');
      else drawn.setAttribute('style', style);
    }
  }
  const freshChildren = [...fresh.childNodes];
  [...drawn.childNodes].forEach((child, index) => bringUpToDate(child, freshChildren[index]!));
}

/** The member's name in the session the loader found (the script is only added with a member's session). */
function sessionUserName(): string | null {
  const session = readJson<{ userName?: unknown }>('session', SESSION_STORAGE_KEY);
  return typeof session?.userName === 'string' && session.userName ? session.userName : null;
}

/** The card's style and the card, into the frame. */
function drawInto(frame: HTMLElement, view: MemberCardView): HTMLElement {
  const style = document.createElement('style');
  style.textContent = STYLE;
  const card = cardMarkup(view);
  frame.append(style, card);
  return card;
}

async function paintMemberCard(): Promise<void> {
  await whenAsked();
  const texts = CARD_TEXTS[document.documentElement.lang];
  const frame = document.getElementById(FIRST_FRAME_ID);
  // No frame, or the page is shown already, or this ran twice.
  if (!texts || !frame || frame.querySelector('article')) return;
  const t: MemberCardTexts = (key, values) => fill(texts[key], values);
  const userName = sessionUserName();
  // The wallet is often the slowest answer: the card does not wait for it, and shows the balance masked until it
  // comes, as the page does (a wallet that did not come stays masked).
  let wallet: MemberWallet | null | undefined;
  const walletCame = read<MemberWallet>(earlyAnswer('memberWallet'))
    .then(({ value }) => value)
    .catch(() => null)
    .then((value) => (wallet = value));
  // Opened again in this tab: the card as last drawn, before any answer.
  const kept = userName ? keptMemberCard(userName) : null;
  let card = kept
    ? drawInto(frame, memberCardView({ ...kept, wallet: undefined, walletLoading: true, t }))
    : null;
  const answers = await Promise.all([
    read<MemberInfo>(earlyAnswer('memberInfo')),
    read<RankProgress>(earlyAnswer('rankProgress')),
    read<MerchantConfig>(earlyAnswer('merchantConfig')),
  ]);
  // Signed out on another device, or the password changed: the kept card is no longer this visitor's to see. It
  // goes now, not when the page draws its sign-in prompt; nothing follows it in the frame, so nothing moves.
  if (answers.some((answer) => answer.sessionLost)) {
    card?.remove();
    return;
  }
  const [{ value: member }, { value: rank }, { value: config }] = answers;
  // A free-play session has no member centre card: the page shows it the guest's. A kept card stays until the page
  // is shown (an answer that did not come is no reason to take the member's own card away).
  if (!member || !rank || !config || isGuestLikeType(member.type)) return;
  const context = accessContextOf({
    loggedIn: true,
    session: member,
    trial: null,
    member,
    flags: config.flags,
  });
  const benefitsOpen = accessOf('vipBenefits', context) === 'allow';
  const view = () =>
    memberCardView({
      member,
      rank,
      config,
      wallet: wallet ?? undefined,
      walletLoading: wallet === undefined,
      benefitsOpen,
      t,
    });
  if (card) {
    // The page may be shown by now, its frame and this card gone. What the card said is changed in place (a new
    // element, painted later, would be counted as a new paint of the page); the money, new, comes as a new line.
    if (!card.isConnected) return;
    const now = view();
    bringUpToDate(card.firstElementChild!, cardMarkup(now).firstElementChild!);
    showBalance(card, now);
  } else {
    if (!frame.isConnected || frame.querySelector('article')) return;
    card = drawInto(frame, view());
  }
  if (wallet !== undefined) return;
  await walletCame;
  if (card.isConnected) showBalance(card, view());
}

/**
 * The balance line as the view says, when it says something new (the wallet's answer after a masked balance): a new
 * line, not new text in the old one. The browser counts a paint of new content in a new element only, and the money
 * coming is what the member waits for; the page's own line later is the same size, so it is not counted again.
 */
function showBalance(card: HTMLElement, view: MemberCardView): void {
  const drawn = card.lastElementChild;
  const fresh = balanceMarkup(view);
  if (drawn && drawn.textContent !== fresh.textContent) drawn.replaceWith(fresh);
}

// An answer that cannot be read draws nothing: the page draws the card itself.
paintMemberCard().catch(() => undefined);
