// Test helpers of the content remote: the shared ones (shared/testing) with this remote's setup loaded and a
// memory router at `path` ('/' by default).
import type { ReactElement } from 'react';
import { type RenderOptions, renderWithProviders as render } from 'shared/testing';
import '../setup';

export { merchantConfig, signIn, signOut } from 'shared/testing';

export function renderWithProviders(ui: ReactElement, { path = '/', ...options }: RenderOptions = {}) {
  return render(ui, { path, ...options });
}
