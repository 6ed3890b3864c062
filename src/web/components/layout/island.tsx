import { type ReactNode, Suspense, use, useEffect, useId, useRef, useState } from 'react';

/*
 * Partial hydration of server-rendered pages with React's own selective hydration (issue 28).
 *
 * React leaves a Suspense boundary's server HTML in place, untouched and unhydrated, for as long as something
 * inside it suspends during hydration. An island suspends on a gate until the visitor needs it: `visible`
 * islands open theirs when they come near the viewport, `interaction` islands (static sections: their links
 * are all they do) when the visitor first points at, touches, presses a key in or focuses them. Until then
 * their components do not run in the browser at all, which is what keeps the main thread free on a phone.
 *
 * A tap or click on a closed island does not get lost: the listener below opens the island's gate in the
 * document's capture phase, before React's own listener on the root sees the event, and React then hydrates
 * the boundary synchronously and hands it the event (its selective hydration of discrete events).
 *
 * Gates exist only while the server's markup is being hydrated. An island rendered by the browser itself
 * (a page reached by client navigation, a panel that appears) renders at once, with no gate. Anything that
 * would make React render a closed island again (new props from its parent, a navigation) opens it first,
 * since React can only update a boundary after hydrating it.
 */

/**
 * `visible`: near the viewport, or else when the browser is idle after start-up (parts that fetch or show live
 * figures); `interaction`: on first use only (static sections, whose links and buttons are all they do).
 */
export type HydrateOn = 'visible' | 'interaction';

/** A thenable React's `use` reads synchronously once it is fulfilled (its `status` field). */
interface Gate extends Promise<void> {
  status: 'pending' | 'fulfilled';
  value?: undefined;
}

interface OpenableGate {
  gate: Gate;
  open: () => void;
}

const ATTRIBUTE = 'data-island';
/** Closed gates by island id (the id on the island's wrapper element, from `useId`). */
const closed = new Map<string, OpenableGate>();

function createGate(id: string): OpenableGate {
  // StrictMode (development) calls a state initializer twice: both calls get the same gate.
  const existing = closed.get(id);
  if (existing) return existing;
  let resolve!: () => void;
  const gate = new Promise<void>((r) => {
    resolve = r;
  }) as Gate;
  gate.status = 'pending';
  const entry: OpenableGate = {
    gate,
    open: () => {
      if (gate.status === 'fulfilled') return;
      closed.delete(id);
      // Set synchronously, so a hydration React attempts in this same event already finds it open.
      gate.status = 'fulfilled';
      gate.value = undefined;
      resolve();
    },
  };
  closed.set(id, entry);
  listenForFirstUse();
  return entry;
}

/** Opens every closed island: the app is about to render a new location, which React cannot do around them. */
export function hydrateAllIslands(): void {
  for (const { open } of [...closed.values()]) open();
}

const FIRST_USE_EVENTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'mousedown',
  'keydown',
  'focusin',
  'input',
  'click',
] as const;
let listening = false;

/** One listener for the whole document, in the capture phase: it runs before React's, on the root. */
function listenForFirstUse(): void {
  if (listening) return;
  listening = true;
  const onEvent = (event: Event) => {
    if (closed.size === 0) return;
    for (let el = event.target instanceof Element ? event.target : null; el; el = el.parentElement) {
      const id = el.getAttribute(ATTRIBUTE);
      if (id !== null) closed.get(id)?.open();
    }
  };
  for (const type of FIRST_USE_EVENTS)
    document.addEventListener(type, onEvent, { capture: true, passive: true });
}

/** Suspends while the gate is closed; renders nothing. */
function GateKeeper({ gate }: { gate: Promise<void> }) {
  use(gate);
  return null;
}

/**
 * Runs `task` once the page has loaded and the browser is idle: a `visible` island further down the page (the
 * calculator, the testimonials, which fetch their data) gets ready on its own by the time a visitor scrolls
 * to it, after the page's start-up, each in its own idle period.
 */
/** A busy phone may have no idle period for long: the island is hydrated after this at the latest. */
const IDLE_TIMEOUT_MS = 500;

function whenIdle(task: () => void): () => void {
  let handle = 0;
  const schedule = () => {
    handle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(task, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(handle);
    window.clearTimeout(handle);
  };
}

/** How far below the viewport a `visible` island starts hydrating: about a screen of scrolling ahead. */
const VISIBLE_MARGIN = '400px 0px';

/**
 * A part of a server-rendered page that hydrates on its own, when `hydrate` says. Its wrapper is a
 * `display: contents` element, so it adds no box to the page's layout.
 */
export function Island({ hydrate, children }: { hydrate: HydrateOn; children: ReactNode }) {
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  // Only the server's markup of this very island is hydrated behind a gate. A browser-side render gets a
  // client id from useId, which no element of the server's markup carries.
  const [entry] = useState(() =>
    typeof document !== 'undefined' && document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`)
      ? createGate(id)
      : null,
  );
  // Rendered again with new children while closed (its parent updated): React must hydrate the island to
  // update it, so it opens. (The first children are kept to tell; StrictMode's second render has the same.)
  const [firstChildren] = useState(children);
  if (children !== firstChildren) entry?.open();

  useEffect(() => {
    if (!entry || hydrate !== 'visible' || entry.gate.status === 'fulfilled') return;
    const targets = [...(wrapper.current?.children ?? [])];
    if (targets.length === 0 || typeof IntersectionObserver === 'undefined') {
      entry.open();
      return;
    }
    const observer = new IntersectionObserver(
      (records) => {
        if (records.some((r) => r.isIntersecting)) entry.open();
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    for (const target of targets) observer.observe(target);
    const cancelIdle = whenIdle(entry.open);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [entry, hydrate]);

  return (
    <div ref={wrapper} {...{ [ATTRIBUTE]: id }} className="contents">
      <Suspense fallback={null}>
        {entry ? <GateKeeper gate={entry.gate} /> : null}
        {children}
      </Suspense>
    </div>
  );
}
