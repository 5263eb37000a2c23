// The `test` every spec uses: Playwright's, with the home pop-up list (shown once per browser session) marked as
// seen before any page script runs, so it does not cover home in tests about other things. The content spec
// turns it back on with `test.use({ homePopups: 'show' })` to test the pop-ups themselves.
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Locator, Page } from '@playwright/test';

/** The session-storage key of the content remote's home pop-ups (features/announcements). */
export const HOME_POPUPS_SEEN_KEY = 'mc.content.homePopupsShown';

export const test = base.extend<{ homePopups: 'show' | 'seen' }>({
  homePopups: ['seen', { option: true }],
  // Playwright's fixture callback is named `use`; it is not a React hook.
  context: async ({ context, homePopups }, provide) => {
    if (homePopups === 'seen') {
      await context.addInitScript((key) => sessionStorage.setItem(key, '1'), HOME_POPUPS_SEEN_KEY);
    }
    await provide(context);
  },
});
