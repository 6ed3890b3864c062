import { ArrowRight, CircleUserRound, Menu, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { SiteLink, useSiteNav } from '../../site-nav/site-nav';
import { LinkButton } from '../ui/button';
import { ACCOUNT_LINK, HEADER_LINKS } from './nav-links';
import { Logo } from './quill-mark';

const desktopLink =
  'relative rounded-md px-1 py-2 text-[0.8125rem] font-medium lg:text-sm text-ink-700 transition-colors hover:text-ink-950 aria-[current=page]:text-ink-950 aria-[current=page]:after:absolute aria-[current=page]:after:inset-x-1 aria-[current=page]:after:-bottom-0.5 aria-[current=page]:after:h-0.5 aria-[current=page]:after:rounded-full aria-[current=page]:after:bg-accent-600';

const mobileLink =
  'flex h-12 items-center rounded-lg px-3 text-base font-medium text-ink-900 transition-colors hover:bg-sand aria-[current=page]:bg-sand aria-[current=page]:text-ink-950';

/** The header of every public page; an island on server-rendered pages (its menu is the part that answers). */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const { pathname, search, hash } = useSiteNav();
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback(() => setOpen(false), []);

  // Close on any move (a link, back/forward, a section of the page); a press on a link closes it too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the address changes
  useEffect(() => {
    setOpen(false);
  }, [pathname, search, hash]);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 4);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    if (!open) return;
    // Move focus into the menu.
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      const inside = event.target instanceof Node && headerRef.current?.contains(event.target);
      if (!inside) setOpen(false);
    };
    const wide = window.matchMedia('(min-width: 48rem)');
    const onWide = () => {
      if (wide.matches) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    wide.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      wide.removeEventListener('change', onWide);
    };
  }, [open]);

  return (
    <>
      {open ? (
        // Dims the page under the open menu; a press on it closes the menu (see onPointerDown).
        <div
          aria-hidden="true"
          className="qp-overlay fixed inset-0 z-30 bg-ink-950/40 md:hidden"
          data-state="open"
        />
      ) : null}
      <header
        ref={headerRef}
        className={cn(
          'sticky top-0 z-40 border-b transition-[border-color,box-shadow]',
          open ? 'bg-paper' : 'bg-paper/90 backdrop-blur-md supports-[backdrop-filter]:bg-paper/80',
          scrolled || open
            ? 'border-line shadow-[0_6px_20px_-12px_rgb(17_23_53/0.25)]'
            : 'border-transparent',
        )}
      >
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 md:px-4 lg:px-8">
          <SiteLink to="/" className="-m-1 flex rounded-lg p-1" aria-label="Quillpost home">
            <Logo />
          </SiteLink>

          <nav aria-label="Main" className="hidden md:block">
            <ul className="flex items-center gap-3 whitespace-nowrap lg:gap-7">
              {HEADER_LINKS.map((item) => (
                <li key={item.to}>
                  <SiteLink to={item.to} nav={item.route} className={desktopLink}>
                    {item.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className="flex items-center gap-2">
            {/* The same link signed in or out (the header is server-rendered); /account asks to sign in. */}
            <SiteLink
              to={ACCOUNT_LINK.to}
              nav
              className="inline-flex size-11 items-center justify-center gap-1.5 rounded-lg text-sm font-medium text-ink-700 transition-colors hover:bg-sand hover:text-ink-950 aria-[current=page]:text-ink-950 lg:w-auto lg:px-2"
            >
              <CircleUserRound aria-hidden="true" className="size-5" />
              <span className="sr-only lg:not-sr-only">{ACCOUNT_LINK.label}</span>
            </SiteLink>
            <div className="hidden md:block">
              <LinkButton to="/campaign-builder" size="sm" className="lg:h-10 lg:px-4">
                Start Campaign
                <ArrowRight aria-hidden="true" className="hidden lg:block" />
              </LinkButton>
            </div>
            <button
              ref={buttonRef}
              type="button"
              aria-label="Open menu"
              aria-expanded={open}
              aria-controls={menuId}
              onClick={() => setOpen((v) => !v)}
              className="-mr-2 inline-flex size-11 items-center justify-center rounded-lg text-ink-900 transition-colors hover:bg-sand md:hidden"
            >
              {open ? (
                <X aria-hidden="true" className="size-6" />
              ) : (
                <Menu aria-hidden="true" className="size-6" />
              )}
            </button>
          </div>
        </div>

        <div
          ref={panelRef}
          id={menuId}
          hidden={!open}
          className="qp-menu-panel absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-y border-line bg-paper shadow-lift md:hidden"
        >
          {open ? (
            <nav aria-label="Mobile" className="mx-auto max-w-7xl px-4 pt-2 pb-5 sm:px-6">
              <ul className="flex flex-col gap-0.5">
                {HEADER_LINKS.map((item) => (
                  <li key={item.to}>
                    <SiteLink to={item.to} nav={item.route} className={mobileLink} onClick={close}>
                      {item.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
              <div className="mt-2 border-t border-line pt-2">
                <SiteLink to={ACCOUNT_LINK.to} nav className={cn(mobileLink, 'gap-2')} onClick={close}>
                  <CircleUserRound aria-hidden="true" className="size-5" />
                  {ACCOUNT_LINK.label}
                </SiteLink>
              </div>
              <LinkButton to="/campaign-builder" size="lg" className="mt-4 w-full" onClick={close}>
                Start Campaign
                <ArrowRight aria-hidden="true" />
              </LinkButton>
            </nav>
          ) : null}
        </div>
      </header>
    </>
  );
}
