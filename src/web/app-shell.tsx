import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { Toaster } from './components/ui/toast';

/**
 * Marks `<html data-app-ready>` once React has rendered or hydrated the page: from then on its buttons
 * answer. Browser tests wait for it, since a server-rendered page shows its controls before that.
 */
function AppReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}

/** What wraps the router on both sides: the server's render and the browser's must be the same tree. */
export function AppShell({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
        <AppReadyMark />
      </QueryClientProvider>
    </StrictMode>
  );
}
