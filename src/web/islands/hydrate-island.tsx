import { type ComponentType, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { adoptPrefetchedData } from '../lib/prefetched-data';
import { queryClient } from '../lib/query-client';
import { islandIdPrefix } from './island-attrs';
import { IslandRoot } from './island-root';

// The answers the server rendered the page with: every island hydrates with the same data, unfetched.
adoptPrefetchedData(queryClient);

let toasterMounted = false;

/**
 * The toaster (a toast raised by an island, e.g. the contact form's) has no place in the server's HTML: it
 * gets a root of its own once the first island has hydrated and the browser is idle.
 */
function mountToasterWhenIdle(): void {
  if (toasterMounted) return;
  toasterMounted = true;
  const mount = async () => {
    const { Toaster } = await import('../components/ui/toast');
    const container = document.createElement('div');
    document.body.append(container);
    createRoot(container).render(<Toaster />);
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => void mount());
  else setTimeout(() => void mount(), 200);
}

/**
 * Hydrates one island's frame with its component: resolves once React has committed it, when its controls
 * answer. As a transition, hydration yields to the browser between components.
 */
export function hydrateIsland(
  frame: HTMLElement,
  id: string,
  Component: ComponentType,
  props: object,
): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const onHydrated = () => {
      if (done) return;
      done = true;
      mountToasterWhenIdle();
      resolve();
    };
    startTransition(() => {
      hydrateRoot(
        frame,
        <IslandRoot url={window.location.href} queryClient={queryClient} onHydrated={onHydrated}>
          <Component {...props} />
        </IslandRoot>,
        { identifierPrefix: islandIdPrefix(id) },
      );
    });
  });
}
