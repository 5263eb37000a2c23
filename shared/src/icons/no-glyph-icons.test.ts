// Icons are the SVG set of shared/icons, never emoji or font glyphs: those are empty boxes on a phone without the
// font and a different drawing on every brand of phone. This scan of every app's interface source (comments and
// the texts' locale files aside) fails on a pictograph, dingbat, arrow or symbol glyph written into the code.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appSourceFiles, REPO_ROOT as ROOT } from '../../../tools/jest/app-sources';

/** Pages the platform API serves to players (the demo game). */
const SERVED_PAGES = ['platform-api/src/lib/demo-slot-page.ts'];

const GLYPH =
  /[\u2190-\u21FF\u2300-\u23FF\u25A0-\u27BF\u2900-\u297F\u2B00-\u2BFF\u2039\u203A\uFF0B\u{1F000}-\u{1FAFF}]/u;

/** The code without its comments (a comment may well say "5 × 3" or draw an arrow). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

it('no interface source draws an icon with an emoji or a font glyph', () => {
  const files = [
    ...appSourceFiles((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)),
    ...SERVED_PAGES,
  ];
  expect(files.length).toBeGreaterThan(100);
  const offenders = files.flatMap((file) =>
    withoutComments(readFileSync(path.join(ROOT, file), 'utf8'))
      .split('\n')
      .filter((line) => GLYPH.test(line))
      .map((line) => `${file}: ${line.trim()}`),
  );
  expect(offenders).toEqual([]);
});
