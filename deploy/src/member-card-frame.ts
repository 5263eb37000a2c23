// The member centre's card in the page's first frame (deploy/src/page-preloads.ts): a visitor who opens the member
// centre signed out sees its prompt to log in or register, the page's largest paint, drawn from the HTML before any
// script has run, as home shows its first banner. The site server does not know the visitor's language or session
// (both live on the phone), so the card carries both languages and the page's head script marks the page
// (shell/src/index.html: `lang`, and `data-session` when a session is stored); the style shows the card in the
// page's language to a visitor without a session only. A member's card shows their own data, which only the API has,
// so a signed-in page keeps the frame's header bar alone.
//
// The words are the member centre's own (the account remote's member texts); the card lies exactly where the
// member centre draws its guest card (remote-account/src/styles/account.css: the page's 8 px padding, the page bar's
// 40 px and the grid's 12 px gap, the card's 12 px margin, 16 px padding, 1 px border), so the swap to the real one
// is not seen. The shell takes the frame away once the page a visit opens on is shown
// (shell/src/features/home/first-frame.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FIRST_FRAME_ID } from 'shared/page-parts';
import { SUPPORTED_LANGUAGES } from 'shared/languages';

const LOCALES = path.resolve(import.meta.dirname, '../../remote-account/src/features/member/locales');

/** The account remote's `memberArea` namespace, the part read here. */
interface MemberTexts {
  centre?: { guestPrompt?: string; loginOrRegister?: string };
}

const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

let markup: Promise<string> | null = null;

/** The guest card's markup in every language, or '' when the texts cannot be read (the frame then has no card). */
export function memberGuestCard(): Promise<string> {
  markup ??= Promise.all(
    SUPPORTED_LANGUAGES.map(async (language) => {
      const texts = JSON.parse(await readFile(path.join(LOCALES, `${language}.json`), 'utf8')) as MemberTexts;
      const { guestPrompt, loginOrRegister } = texts.centre ?? {};
      if (!guestPrompt || !loginOrRegister)
        throw new Error(`member texts in ${language} lack the guest card`);
      return `<p lang="${language}">${escapeText(guestPrompt)}</p><span lang="${language}">${escapeText(loginOrRegister)}</span>`;
    }),
  )
    .then((parts) => `<section>${parts.join('')}</section>`)
    .catch(() => '');
  return markup;
}

const FRAME = `#${FIRST_FRAME_ID}`;
const CARD = `${FRAME}>section`;
// The page's `lang` is Bengali unless the head script found another language.
const hiddenLanguages = SUPPORTED_LANGUAGES.map(
  (language) => `html:not([lang=${language}]) ${CARD}>[lang=${language}]`,
).join(',');

/**
 * The card's style: the member centre's guest card at its place, in both themes, for a visitor without a session;
 * `font` is the site's font stack, which the frame's header bar uses as well.
 */
export const memberCardStyle = (font: string) =>
  `<style>${CARD}{margin:72px 8px 0;padding:16px;border:1px solid #2f3a55;border-radius:10px;` +
  `background:#1a2133;font:16px ${font}}${CARD}>p{margin:16px 0}` +
  `${CARD}>span{display:inline-grid;place-items:center;box-sizing:border-box;height:44px;padding:0 16px;` +
  `border:1px solid transparent;border-radius:10px;background:#f5b82e;color:#1a1300;font-weight:600}` +
  `html[data-theme=light] ${CARD}{background:#fff;border-color:#d5dbe8}` +
  `html[data-theme=light] ${CARD}>span{background:#916300;color:#fff}` +
  `${hiddenLanguages},html[data-session] ${CARD}{display:none}</style>`;
