import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, StrictMode, Suspense, useEffect, useState } from 'react';

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

const Toaster = lazy(async () => ({ default: (await import('./components/ui/toast')).Toaster }));

/** Runs `task` when the browser is idle (or soon, where it cannot say); returns the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}

/**
 * The toaster (Radix's toast, a fifth of the frame's script) is not needed to paint or hydrate a page, so it
 * loads once the browser is idle after start-up. A toast raised before then waits in its store and shows
 * when the toaster mounts; the server renders none, as the browser's first render does.
 */
function IdleToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** What wraps the router on both sides: the server's render and the browser's must be the same tree. */
export function AppShell({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {children}
        <IdleToaster />
        <AppReadyMark />
      </QueryClientProvider>
    </StrictMode>
  );
}
