// One React renderer, router, jotai store, react-query, i18n instance and event bus across the shell and all
// four remotes, asserted from the page: each app reports what its own imports resolve to (the contexts and
// hooks that must be one, not module namespace objects, which webpack builds per consumer).
import { expect, test } from '../pages/test';
import { DEMO_AGENT, Site } from '../pages/site';

test('shell and all four remotes share exactly one instance of every singleton', async ({ page }) => {
  // A stand-in for React DevTools' hook: every React renderer in the page registers itself with it.
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  const site = new Site(page);
  await site.open('/m/login');
  await site.login(DEMO_AGENT);
  // The agent's contract alert proves the agent remote ran; the login popup the account remote.
  await expect(site.dialog('Daily salary contract')).toBeVisible();
  await site.expectHome();

  const result = await page.evaluate(() => {
    const reports = window.__MC_SINGLETONS__ ?? [];
    const shell = reports.find((report) => report.app === 'shell');
    const mismatches: string[] = [];
    for (const report of reports) {
      for (const [name, instance] of Object.entries(report.instances)) {
        if (!shell || shell.instances[name] !== instance) mismatches.push(`${report.app}.${name}`);
      }
    }
    const hook = (
      window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }
    ).__REACT_DEVTOOLS_GLOBAL_HOOK__;
    return {
      apps: reports.map((report) => report.app).sort(),
      names: Object.keys(shell?.instances ?? {}).sort(),
      mismatches,
      renderers: hook.renderers.size,
    };
  });
  expect(result.apps).toEqual(['account', 'agent', 'content', 'lobby', 'shell']);
  expect(result.names).toEqual([
    'QueryClientContext',
    'React',
    'UNSAFE_NavigationContext',
    'bus',
    'createRoot',
    'i18n',
    'store',
    'useAtomValue',
    'useTranslation',
  ]);
  expect(result.mismatches).toEqual([]);
  expect(result.renderers).toBe(1);
});
