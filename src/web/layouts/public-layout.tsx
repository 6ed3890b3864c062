import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { NavigationProgress } from '../components/layout/navigation-progress';
import { PageLoader } from '../components/layout/page-loader';
import { useRouteEffects } from '../components/layout/route-effects';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { SkipLink } from '../components/layout/skip-link';
import { Island } from '../islands/island';

function PublicShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Island name="site-header" component={SiteHeader} props={{}} />
      <NavigationProgress />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/** Header, main and footer around every public page. */
export function PublicLayout() {
  useRouteEffects();
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}

/** Shown on a first visit while the page's code loads: the real header and footer, a spinner between. */
export function PublicLayoutFallback() {
  return (
    <PublicShell>
      <PageLoader />
    </PublicShell>
  );
}
