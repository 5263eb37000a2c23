// The minimal dev host a remote team runs standalone (`pnpm --filter <remote> dev`): the same providers as the
// shell (query client, store, router; i18n needs none) and a toast line, around the remote's own modules.
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import {
  applyTheme,
  bus,
  createQueryClient,
  markFirstContentShown,
  mcStore,
  StoreProvider,
  type ToastRequest,
  ToastView,
} from '../index';
import '../theme/theme.css';
import '../ui/ui.css';

function DevToasts() {
  const [toast, setToast] = useState<ToastRequest | null>(null);
  useEffect(() => bus.on('toast', setToast), []);
  return toast ? <ToastView toast={toast} onDismiss={() => setToast(null)} /> : null;
}

export function mountDevHost(title: string, children: ReactNode): void {
  applyTheme();
  // No first load to wait for: what waits for the page's first content (badges' counts) starts at once.
  markFirstContentShown();
  document.title = `${title} (dev host)`;
  const queryClient = createQueryClient();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StoreProvider store={mcStore}>
          <BrowserRouter>
            <p style={{ margin: 0, padding: 8, fontSize: 12, opacity: 0.7 }}>{title}: standalone dev host</p>
            <DevToasts />
            {children}
          </BrowserRouter>
        </StoreProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
