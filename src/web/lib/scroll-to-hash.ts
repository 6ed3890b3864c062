/*
 * Scrolling to the section a URL's hash names, on a page whose content is still settling. Used by the app's
 * router (route-effects.ts) and by server-rendered pages, which have no router (src/web/islands/start.ts).
 */

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
export function scrollToHash(hash: string, smooth: boolean): () => void {
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
