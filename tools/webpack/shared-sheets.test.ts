// The shared sheets on a real production build: pages with the same whole sheet get one file named after them all,
// a page whose sheet is not the same as another's keeps its own (a copy of the shared rules included), so every
// page still loads one sheet.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SharedSheetsPlugin, sharedSheetName, sharedSheetsCacheGroup } from './shared-sheets.ts';

const require = createRequire(import.meta.url);
const webpack = require('webpack') as typeof import('webpack');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'shared-sheets-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("a shared sheet's name keeps every page id, then the exposed modules' names", () => {
  expect(sharedSheetName(['page-deposit', 'page-withdraw~withdrawRecord'])).toBe(
    'page-deposit~withdraw~withdrawRecord',
  );
  expect(sharedSheetName(['page-activity', '__federation_expose_SideMenuPromos'])).toBe(
    'page-activity~SideMenuPromos',
  );
  expect(sharedSheetName(['__federation_expose_Pages', '__federation_expose_HomeGameArea'])).toBe(
    '__federation_expose_Pages~HomeGameArea',
  );
});

test('pages with the same whole sheet share one file; a page with more keeps its own', async () => {
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write('money.css', '.money { color: gold; }\n');
  write('other.css', '.other { color: red; }\n');
  write('deposit.js', 'import "./money.css"; export const page = "deposit";\n');
  write('withdraw.js', 'import "./money.css"; export const page = "withdraw";\n');
  write('records.js', 'import "./money.css"; import "./other.css"; export const page = "records";\n');
  write(
    'index.js',
    [
      'import(/* webpackChunkName: "page-deposit" */ "./deposit.js");',
      'import(/* webpackChunkName: "page-withdraw" */ "./withdraw.js");',
      'import(/* webpackChunkName: "page-records" */ "./records.js");',
    ].join('\n'),
  );
  const out = path.join(dir, 'dist');
  const stats = await new Promise<import('webpack').Stats>((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: { main: './index.js' },
        output: {
          path: out,
          filename: '[name].js',
          chunkFilename: '[name].js',
          cssChunkFilename: '[name].css',
        },
        module: { rules: [{ test: /\.css$/, type: 'css/global' }] },
        experiments: { css: true },
        optimization: {
          minimize: false,
          splitChunks: { cacheGroups: { sharedSheets: sharedSheetsCacheGroup } },
        },
        plugins: [new SharedSheetsPlugin()],
      },
      (error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result)),
    ),
  );
  expect(stats.hasErrors()).toBe(false);
  const sheets = readdirSync(out)
    .filter((name) => name.endsWith('.css'))
    .sort();
  expect(sheets).toEqual(['page-deposit~withdraw.css', 'page-records.css']);
  const read = (name: string) => readFileSync(path.join(out, name), 'utf8');
  expect(read('page-deposit~withdraw.css')).toContain('.money');
  expect(read('page-deposit~withdraw.css')).not.toContain('.other');
  expect(read('page-records.css')).toMatch(/\.money[\s\S]*\.other|\.other[\s\S]*\.money/);
});
