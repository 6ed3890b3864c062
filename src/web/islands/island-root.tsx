import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { PlainSiteNav } from '../site-nav/plain-site-nav';

function HydratedMark({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}

/**
 * What wraps an island on both sides, so the server's render and the browser's hydration are the same tree:
 * the page's query cache (shared by its islands) and navigation without a router, at the page's address.
 */
export function IslandRoot({
  url,
  queryClient,
  onHydrated,
  children,
}: {
  url: string;
  queryClient: QueryClient;
  /** Called once the browser has hydrated the island (its buttons answer from then on). */
  onHydrated?: () => void;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <PlainSiteNav url={url}>
          {children}
          <HydratedMark onHydrated={onHydrated} />
        </PlainSiteNav>
      </QueryClientProvider>
    </StrictMode>
  );
}
