import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useMe, useSignOut } from './account-api';
import { SignInPanel } from './sign-in-panel';

const SECTIONS = [
  { to: '/account', label: 'Orders', also: '/account/orders/' },
  { to: '/account/lists', label: 'Saved lists' },
  { to: '/account/programs', label: 'Programs' },
  { to: '/account/card', label: 'Card on file' },
  { to: '/account/data', label: 'Your data' },
  { to: '/account/developers', label: 'Developers' },
] as const;

/** A section's tab is current on its own page and on the pages under it (Orders: each order's page too). */
function isCurrent(section: (typeof SECTIONS)[number], pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === section.to) return true;
  if ('also' in section) return path.startsWith(section.also);
  return path.startsWith(`${section.to}/`);
}

/**
 * Every account page's frame: the heading, the sections' navigation and Sign out. Signed out, it shows the
 * sign-in panel instead of the page (the server refuses the page's data anyway).
 */
export function AccountFrame({ title, children }: { title: string; children: ReactNode }) {
  const me = useMe();
  const signOut = useSignOut();
  const { pathname } = useLocation();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm font-medium uppercase tracking-wider text-accent-700">Your account</p>
          <h1 className="text-3xl font-semibold tracking-tight text-ink-950">{title}</h1>
        </div>
        {me.data ? (
          <div className="flex items-center gap-3 text-sm text-muted">
            <span className="break-all">{me.data.email}</span>
            <Button variant="outline" size="sm" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
              Sign out
            </Button>
          </div>
        ) : null}
      </header>
      {me.isPending ? (
        <div role="status" aria-label="Loading your account" className="grid gap-3">
          <Skeleton className="h-10 w-full max-w-md" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : me.data ? (
        <>
          <nav
            aria-label="Account sections"
            className="-mx-1 flex gap-1 overflow-x-auto border-b border-line"
          >
            {SECTIONS.map((s) => {
              const current = isCurrent(s, pathname);
              return (
                <Link
                  key={s.to}
                  to={s.to}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium',
                    current
                      ? 'border-ink-900 text-ink-950'
                      : 'border-transparent text-muted hover:text-ink-900',
                  )}
                >
                  {s.label}
                </Link>
              );
            })}
          </nav>
          {children}
        </>
      ) : me.isError ? (
        <p role="alert" className="text-sm text-red-700">
          We could not load your account. Please check your connection and reload the page.
        </p>
      ) : (
        <SignInPanel />
      )}
    </div>
  );
}
