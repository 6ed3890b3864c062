import { ArrowUpRight } from 'lucide-react';
import { Link, Outlet, useLocation } from 'react-router';
import { NavigationProgress } from '../components/layout/navigation-progress';
import { QuillMark } from '../components/layout/quill-mark';
import { useRouteEffects } from '../components/layout/route-effects';
import { SkipLink } from '../components/layout/skip-link';
import { Badge } from '../components/ui/badge';
import { SignOutButton } from '../features/admin/auth/sign-out-button';
import { useAdminToken } from '../features/admin/auth/token-store';

/** The back office's own minimal frame: no public header or footer. Loaded only on /admin routes. */
export function AdminLayout() {
  useRouteEffects();
  const token = useAdminToken();
  const { pathname } = useLocation();
  const signedIn = Boolean(token) && pathname === '/admin';
  return (
    <div className="flex min-h-dvh flex-col bg-[#f6f4f0]">
      <SkipLink />
      <header className="relative border-b border-line bg-white">
        <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
          <Link to="/admin" className="-m-1 inline-flex min-w-0 items-center gap-2.5 rounded-lg p-1">
            <QuillMark className="size-7 shrink-0" />
            <span className="text-base font-bold tracking-tight text-ink-950">Quillpost</span>
            <Badge variant="secondary">Admin</Badge>
          </Link>
          <div className="flex items-center gap-1 sm:gap-3">
            <Link
              to="/"
              className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-muted transition-colors hover:text-ink-950"
            >
              <span className="sr-only sm:not-sr-only">View site</span>
              <ArrowUpRight aria-hidden="true" className="size-4" />
            </Link>
            {signedIn ? <SignOutButton /> : null}
          </div>
        </div>
        <NavigationProgress />
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
    </div>
  );
}
