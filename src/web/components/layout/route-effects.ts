import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { trackPageView } from '../../lib/analytics';
import { scrollToHash } from '../../lib/scroll-to-hash';

/*
 * Effects that follow the location. They are called by the layouts (public and admin), which render
 * only once the route's page is on screen, so the page has already set its title and its sections exist.
 * State lives at module level so a switch between layouts does not look like a first visit.
 */

let lastTrackedPath: string | null = null;

/**
 * One page view per path change. A new query string (a filter) or hash (a section) is the same page, and is
 * never reported anyway: analytics sees the scrubbed path alone.
 */
function usePageViewTracking(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === lastTrackedPath) return;
    lastTrackedPath = pathname;
    trackPageView();
  }, [pathname]);
}

const savedPositions = new Map<string, number>();
let lastPathname: string | null = null;

/**
 * - a new path scrolls to the top and moves focus to <main> (screen readers start at the new content);
 * - a hash scrolls to its section, smoothly when it is on the page already shown;
 * - back/forward restores the position the page was left at.
 */
function useScrollManagement(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const keyRef = useRef(location.key);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const onScroll = () => savedPositions.set(keyRef.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    keyRef.current = location.key;
    const previousPath = lastPathname;
    lastPathname = location.pathname;
    const firstRender = previousPath === null;
    const pathChanged = !firstRender && previousPath !== location.pathname;

    if (pathChanged) {
      document.getElementById('main-content')?.focus({ preventScroll: true });
    }

    if (navigationType === 'POP' && !firstRender) {
      const saved = savedPositions.get(location.key);
      if (saved !== undefined) {
        window.scrollTo(0, saved);
        return;
      }
    }
    if (location.hash.length > 1) {
      return scrollToHash(location.hash, !firstRender && !pathChanged);
    }
    if (pathChanged) window.scrollTo(0, 0);
  }, [location.key, location.pathname, location.hash, navigationType]);
}

export function useRouteEffects(): void {
  useScrollManagement();
  usePageViewTracking();
}
