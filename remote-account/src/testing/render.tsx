// Test helpers of the account remote: the shared ones (shared/testing) with this remote's setup loaded; tests
// that need a router bring their own.
import type { ReactElement } from 'react';
import { type Flags, renderWithProviders as render } from 'shared/testing';
import '../setup';

export { merchantConfig } from 'shared/testing';

export function renderWithProviders(ui: ReactElement, flags: Flags = {}) {
  return render(ui, { flags });
}
