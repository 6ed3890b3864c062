import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { trackPageView } from '../../lib/analytics';

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

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** How long a section reached by a hash is kept in place while the page above it finishes rendering. */
const HOLD_MS = 4_000;

/**
 * The elements laid out before `target` (its ancestors' earlier siblings). Those that skip rendering while
 * off screen (`content-visibility: auto`, the landing page's sections) are rendered now: until they are,
 * their height is a placeholder, and a scroll to the target would land by that estimate, hundreds of
 * pixels off on a phone.
 */
function renderContentBefore(target: HTMLElement): HTMLElement[] {
  const before: HTMLElement[] = [];
  for (let el: HTMLElement | null = target; el && el !== document.body; el = el.parentElement) {
    for (let prev = el.previousElementSibling; prev; prev = prev.previousElementSibling) {
      if (!(prev instanceof HTMLElement)) continue;
      if (getComputedStyle(prev).contentVisibility === 'auto') prev.style.contentVisibility = 'visible';
      before.push(prev);
    }
  }
  return before;
}

/**
 * Scrolls to the element a hash names (retrying for about a second while the page renders it), then keeps
 * it there while content above it changes height (lazily loaded cards, a list replacing its skeletons),
 * until the visitor scrolls, presses a key or taps, or {@link HOLD_MS} have passed.
 */
function scrollToHash(hash: string, smooth: boolean): () => void {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep the raw id
  }
  let frame = 0;
  let attempts = 0;
  let release = () => {};
  const hold = (el: HTMLElement) => {
    const before = renderContentBefore(el);
    el.scrollIntoView({ behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto', block: 'start' });
    const heights = new Map(before.map((b) => [b, b.offsetHeight]));
    const observer = new ResizeObserver(() => {
      let changed = false;
      for (const b of before) {
        if (heights.get(b) !== b.offsetHeight) changed = true;
        heights.set(b, b.offsetHeight);
      }
      if (changed) el.scrollIntoView({ behavior: 'auto', block: 'start' });
    });
    for (const b of before) observer.observe(b);
    const userEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    const timer = window.setTimeout(() => release(), HOLD_MS);
    release = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const type of userEvents) window.removeEventListener(type, release, true);
      release = () => {};
    };
    for (const type of userEvents) window.addEventListener(type, release, { capture: true, passive: true });
  };
  const attempt = () => {
    const el = document.getElementById(id);
    if (el) {
      hold(el);
      return;
    }
    if (attempts++ < 60) frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => {
    cancelAnimationFrame(frame);
    release();
  };
}

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
