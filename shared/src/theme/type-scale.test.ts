// The site's text comes in a few sizes and weights, the same in every app. Each other size or weight is a font of
// its own for the phone to find and shape before the text can be laid out (a Bengali line at 16.8 px shares nothing
// with the same line at 16 px), and a heading that is a little larger than its neighbours reads as a mistake. This
// scan of every app's style sheets and of the first frame's inline styles fails on a size or weight outside the scale.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appSourceFiles, REPO_ROOT as ROOT } from '../../../tools/jest/app-sources';

/** Every size a text may have, in px (10 and 11 px only for badges and captions). */
const TYPE_SCALE_PX = [10, 11, 12, 13, 14, 16, 18, 20, 22];
const WEIGHTS = ['400', '600', '700', '800'];
/** Values that take the parent's size or weight: no font of their own. */
const INHERITED = ['inherit'];

/** Styles written inline: the site server's first frame, the member's first-paint card, the offline page. */
const INLINE_STYLED = [
  'deploy/src/page-preloads.ts',
  'deploy/src/member-card-frame.ts',
  'remote-account/src/first-paint/member-card.ts',
  'shell/src/features/pwa/offline.html',
];

/** Each font size and weight a file sets: `font-size`, `font-weight` and the `font` shorthand's. */
function fontsOf(source: string): { size: string[]; weight: string[] } {
  const size: string[] = [];
  const weight: string[] = [];
  for (const [, value = ''] of source.matchAll(/font-size:\s*([^;}'"`\n]+)/g)) size.push(value.trim());
  for (const [, value = ''] of source.matchAll(/font-weight:\s*([^;}'"`\n]+)/g)) weight.push(value.trim());
  // The shorthand: `font: [weight] size[/line-height] family`, as the inline styles write it.
  for (const [, shorthandWeight, shorthandSize = ''] of source.matchAll(
    /\bfont:\s*(?:(\d{3})\s+)?([\d.]+[a-z%]+)/g,
  )) {
    size.push(shorthandSize);
    if (shorthandWeight) weight.push(shorthandWeight);
  }
  return { size, weight };
}

const inScale = (size: string) => INHERITED.includes(size) || TYPE_SCALE_PX.some((px) => size === `${px}px`);

it('every text size and weight of every app is one of the type scale', () => {
  const files = [...appSourceFiles((name) => name.endsWith('.css')), ...INLINE_STYLED];
  // The scan reaches every app's sheets (the folders' layout is what it relies on).
  expect(files).toEqual(
    expect.arrayContaining([
      'shell/src/styles/shell.css',
      'shared/src/ui/ui.css',
      'remote-account/src/styles/account.css',
      'remote-lobby/src/styles/lobby.css',
      'remote-content/src/features/announcements/announcements.css',
      'remote-agent/src/features/centre/centre.css',
    ]),
  );
  const offenders = files.flatMap((file) => {
    const { size, weight } = fontsOf(readFileSync(path.join(ROOT, file), 'utf8'));
    return [
      ...size.filter((value) => !inScale(value)).map((value) => `${file}: font size ${value}`),
      ...weight
        .filter((value) => !INHERITED.includes(value) && !WEIGHTS.includes(value))
        .map((value) => `${file}: font weight ${value}`),
    ];
  });
  expect(offenders).toEqual([]);
});

it('finds a size or weight off the scale, in a sheet or in the shorthand', () => {
  expect(fontsOf('.a { font-size: 1.05rem; font-weight: 900 }')).toEqual({
    size: ['1.05rem'],
    weight: ['900'],
  });
  expect(fontsOf("`x{font:800 17px 'Hind Siliguri'}`")).toEqual({ size: ['17px'], weight: ['800'] });
  expect(inScale('1.05rem')).toBe(false);
  expect(inScale('16px')).toBe(true);
});
