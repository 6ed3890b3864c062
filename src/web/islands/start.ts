import './start-styles';
import { isRecord } from '../../shared/guards';
import { trackPageView } from '../lib/analytics';
import { scrollToHash } from '../lib/scroll-to-hash';
import { ISLAND_ATTR, isIslandName } from './island-attrs';
import { ISLANDS } from './registry';

/*
 * The script of a server-rendered public page (src/server/page-html.ts puts it there instead of the app).
 * The page is the server's HTML; only its islands (src/web/islands/island.tsx) are hydrated, each on its own,
 * with its own chunk: at once when it is used first (a press, a tap, focus), and otherwise when it is near the
 * viewport once the visitor has engaged with the loaded page (scrolled, moved the pointer, pressed a key).
 * Until then no React runs: a phone paints and settles the page without its main thread held by script it may
 * never need. A click or a form's submit made before its island answers is held and replayed once it does;
 * links inside work as links all along. React itself is fetched with the first island.
 */

/** How near the viewport an island is hydrated: far enough ahead that a scroll rarely outruns it. */
const NEAR_VIEWPORT = '300px 0px';
const EARLY_EVENTS = ['pointerdown', 'touchstart', 'focusin'] as const;
/** What says a visitor is engaging with the page. */
const ENGAGEMENT_EVENTS = ['scroll', 'wheel', 'pointermove', 'pointerdown', 'touchstart', 'keydown'] as const;

interface Held {
  /** What was pressed: the button, or the icon inside it (an SVG element, which has no `click()`). */
  click: Element | null;
  submit: HTMLFormElement | null;
}

/** Inputs whose text a visitor edits (not checkboxes, radios or buttons, which a held click covers). */
const TEXT_FIELDS =
  'textarea, input:not([type=checkbox],[type=radio],[type=button],[type=submit],[type=hidden])';

/**
 * Text typed into a field before its island answered is in the field, but not in React's state, which would
 * then submit the field empty. Each such field is set back to its server value through the element (React
 * records that), then to the typed text through the prototype's setter (React does not see that), and an input
 * event follows: React hears an edit and takes the text, as from a keystroke. A select changed meanwhile gets
 * a change event.
 */
function replayEdits(frame: HTMLElement): void {
  for (const field of frame.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)) {
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const select of frame.querySelectorAll('select')) {
    if ([...select.options].some((option) => option.selected !== option.defaultSelected)) {
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
}

async function hydrateFrame(frame: HTMLElement): Promise<void> {
  const name = frame.getAttribute(ISLAND_ATTR.name) ?? '';
  const id = frame.getAttribute(ISLAND_ATTR.id) ?? '';
  if (!isIslandName(name)) throw new Error(`Unknown island "${name}"`);
  const props: unknown = JSON.parse(frame.getAttribute(ISLAND_ATTR.props) ?? '{}');
  if (!isRecord(props)) throw new Error(`The props of island "${name}" are not an object`);
  const [{ hydrateIsland }, Component] = await Promise.all([import('./hydrate-island'), ISLANDS[name]()]);
  await hydrateIsland(frame, id, Component as React.ComponentType, props);
  replayEdits(frame);
  frame.setAttribute(ISLAND_ATTR.hydrated, '');
}

/**
 * Watches one island until it is hydrated. Returns its `hydrate`, which starts the hydration once (when the
 * island nears the viewport) and resolves when it has answered.
 */
function watchIsland(frame: HTMLElement): () => Promise<void> {
  const held: Held = { click: null, submit: null };
  let hydration: Promise<void> | null = null;

  const hydrate = () => {
    hydration ??= hydrateFrame(frame).then(() => {
      for (const type of EARLY_EVENTS) frame.removeEventListener(type, early, true);
      frame.removeEventListener('click', holdClick, true);
      frame.removeEventListener('submit', holdSubmit, true);
      held.click?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
      held.submit?.requestSubmit();
    });
    return hydration;
  };
  const early = () => void hydrate();
  const holdClick = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || target.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.click = target;
    void hydrate();
  };
  const holdSubmit = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    if (event.target instanceof HTMLFormElement) held.submit = event.target;
    void hydrate();
  };
  for (const type of EARLY_EVENTS) frame.addEventListener(type, early, { capture: true, passive: true });
  frame.addEventListener('click', holdClick, true);
  frame.addEventListener('submit', holdSubmit, true);
  return hydrate;
}

/**
 * Marks `<html data-app-ready>` once the islands in view when the visitor first engaged have answered (browser
 * tests wait for it, after moving the pointer).
 */
function markReady(): void {
  document.documentElement.dataset.appReady = '';
}

/**
 * Hydrates each island as it comes near the viewport. Its frame has no box of its own (`display: contents`),
 * so what is watched is the frame's elements.
 */
function hydrateNearViewport(islands: Map<HTMLElement, () => Promise<void>>): void {
  const hydrateOf = new Map<Element, () => Promise<void>>();
  for (const [frame, hydrate] of islands) {
    for (const child of frame.children) hydrateOf.set(child, hydrate);
  }
  let first = true;
  const observer = new IntersectionObserver(
    (entries) => {
      const started = new Set<Promise<void>>();
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        started.add(hydrateOf.get(entry.target)!());
      }
      // The observer's first report covers every island: those in view then are the page's start.
      if (first) void Promise.all(started).then(markReady);
      first = false;
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  for (const element of hydrateOf.keys()) observer.observe(element);
}

function start(): void {
  const frames = document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR.id}]`);
  const islands = new Map([...frames].map((frame) => [frame, watchIsland(frame)] as const));
  const afterLoad = () => {
    trackPageView();
    let releaseHold = window.location.hash.length > 1 ? scrollToHash(window.location.hash, false) : () => {};
    // A link to a section of this page (the header's): the browser jumps by sections not yet laid out.
    window.addEventListener('hashchange', () => {
      releaseHold();
      releaseHold = window.location.hash.length > 1 ? scrollToHash(window.location.hash, true) : () => {};
    });
    if (islands.size === 0) {
      markReady();
      return;
    }
    const engaged = () => {
      for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, engaged, true);
      hydrateNearViewport(islands);
    };
    for (const type of ENGAGEMENT_EVENTS) {
      window.addEventListener(type, engaged, { capture: true, passive: true });
    }
  };
  // Nothing is hydrated before the page's fonts and images have loaded (they have a slow phone's connection to
  // themselves); a visitor's first press does not wait.
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

start();
