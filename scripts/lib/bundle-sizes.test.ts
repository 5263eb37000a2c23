import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { budgetsFrom, gzipBytes, measure, overBudget, REMOTE_DIRS, sameFiles } from './bundle-sizes.ts';
import type { RemoteDir } from './bundle-sizes.ts';

const root = mkdtempSync(path.join(tmpdir(), 'budgets-'));
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};
const shellDist = path.join(root, 'shell');
write(path.join(shellDist, 'js/main.js'), 'main();'.repeat(50));
write(path.join(shellDist, 'js/react.js'), 'react();'.repeat(200));
write(path.join(shellDist, 'initial-js.json'), JSON.stringify({ files: ['js/main.js', 'js/react.js'] }));
const remoteDirs = {} as Record<RemoteDir, string>;
for (const remote of REMOTE_DIRS) {
  const dir = path.join(root, remote);
  remoteDirs[remote] = dir;
  write(path.join(dir, 'remoteEntry.js'), `entry('${remote}');`);
  write(path.join(dir, 'js/common.js'), 'common();'.repeat(30));
  write(path.join(dir, 'js/a.js'), `a('${remote}');`.repeat(10));
  const exposes = ['Pages', 'HomeBanners', 'HomeGameArea'].map((name) => ({
    name,
    // As the federation manifest lists them: remoteEntry.js too, since the remote's texts ship in it.
    assets: { js: { sync: ['remoteEntry.js', 'js/common.js', 'js/a.js'] } },
  }));
  write(path.join(dir, 'mf-manifest.json'), JSON.stringify({ exposes }));
}
// The account's first-paint script, beside its compressed copy (which does not count).
write(path.join(remoteDirs['remote-account'], 'js/first-paint-member.0123abcd.js'), 'paint();'.repeat(40));
write(path.join(remoteDirs['remote-account'], 'js/first-paint-member.0123abcd.js.br'), 'x');

test('figures are gzip bytes of the files that count, each home file once', () => {
  const report = measure(shellDist, remoteDirs);
  const shell =
    gzipBytes(path.join(shellDist, 'js/main.js')) + gzipBytes(path.join(shellDist, 'js/react.js'));
  expect(report.apps.shell!.initial).toBe(shell);
  const content = remoteDirs['remote-content'];
  const expose = gzipBytes(path.join(content, 'js/common.js')) + gzipBytes(path.join(content, 'js/a.js'));
  // An expose's figure is its own files: its remote's entry is a figure of its own.
  expect(report.apps['remote-content']!.exposes!.HomeBanners).toBe(expose);
  expect(report.apps['remote-content']!.remoteEntry).toBe(gzipBytes(path.join(content, 'remoteEntry.js')));
  // A first-paint script is a figure of its own, not part of home's first load.
  expect(report.apps['remote-account']!.firstPaint).toEqual({
    'first-paint-member': gzipBytes(
      path.join(remoteDirs['remote-account'], 'js/first-paint-member.0123abcd.js'),
    ),
  });
  expect(report.apps['remote-content']!.firstPaint).toBeUndefined();
  // home: shell + content entry and HomeBanners + lobby entry and HomeGameArea (their files are distinct folders)
  expect(report.home.files).toBe(2 + 3 + 3);
  const lobby = remoteDirs['remote-lobby'];
  const lobbyFiles = ['remoteEntry.js', 'js/common.js', 'js/a.js'].map((file) =>
    gzipBytes(path.join(lobby, file)),
  );
  expect(report.home.firstLoad).toBe(
    shell + gzipBytes(path.join(content, 'remoteEntry.js')) + expose + lobbyFiles.reduce((a, b) => a + b, 0),
  );
});

test('a build within its budgets passes; one byte over, or an expose without a budget, fails', () => {
  const report = measure(shellDist, remoteDirs);
  const budgets = budgetsFrom(report, 0);
  expect(overBudget(report, budgets)).toEqual([]);

  const grown = structuredClone(report);
  const pagesBudget = budgets.apps['remote-lobby']!.exposes!.Pages!;
  grown.apps['remote-lobby']!.exposes!.Pages = pagesBudget;
  expect(overBudget(grown, budgets)).toEqual([]);
  grown.apps['remote-lobby']!.exposes!.Pages = pagesBudget + 1;
  expect(overBudget(grown, budgets)).toEqual([
    { what: 'remote-lobby ./Pages', bytes: pagesBudget + 1, budget: pagesBudget },
  ]);

  const added = structuredClone(report);
  added.apps['remote-agent']!.exposes!.NewThing = 10;
  expect(overBudget(added, budgets).map((item) => item.what)).toEqual(['remote-agent ./NewThing']);

  const heavierPaint = structuredClone(report);
  heavierPaint.apps['remote-account']!.firstPaint!['first-paint-member'] =
    budgets.apps['remote-account']!.firstPaint!['first-paint-member']! + 1;
  expect(overBudget(heavierPaint, budgets).map((item) => item.what)).toEqual([
    'remote-account first paint first-paint-member',
  ]);

  const heavierHome = structuredClone(report);
  heavierHome.home.firstLoad = budgets.home.firstLoad + 1;
  expect(overBudget(heavierHome, budgets).map((item) => item.what)).toEqual(['home first load']);
});

test('a missing build file is a clear error', () => {
  const broken = { ...remoteDirs, 'remote-agent': path.join(root, 'nowhere') };
  expect(() => measure(shellDist, broken)).toThrow(/nowhere/);
});

test('style sheets with the same bytes under different names are found, and so are empty ones', () => {
  const dir = path.join(root, 'same');
  write(path.join(dir, 'js/page-deposit.1.css'), '.money{}');
  write(path.join(dir, 'js/page-withdraw.1.css'), '.money{}');
  write(path.join(dir, 'js/page-help.2.css'), '.help{}');
  write(path.join(dir, 'js/258.3.js'), 'fallback();');
  write(path.join(dir, 'js/877.3.js'), 'fallback();');
  write(path.join(dir, 'js/expose-A.4.css'), '');
  write(path.join(dir, 'js/expose-B.4.css'), '');
  write(path.join(dir, 'js/expose-C.5.css'), '');
  write(path.join(dir, 'js/page-withdraw.1.css.br'), '.money{}');
  expect(sameFiles(dir)).toEqual([
    ['js/page-deposit.1.css', 'js/page-withdraw.1.css'],
    ['js/expose-A.4.css', 'js/expose-B.4.css', 'js/expose-C.5.css'],
  ]);
  expect(sameFiles(path.join(root, 'shell'))).toEqual([]);
});
