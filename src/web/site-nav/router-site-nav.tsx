import { useMemo } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { type SiteLinkProps, SiteNavContext } from './site-nav';

function RouterLink({ nav, ...props }: SiteLinkProps) {
  return nav ? <NavLink {...props} /> : <Link {...props} />;
}

/** The root route: every page under it links and reads the address through the router (see SiteNav). */
export function RouterSiteNav() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const nav = useMemo(
    () => ({
      pathname,
      search,
      hash,
      Link: RouterLink,
      replaceSearch: (next: string) =>
        void navigate({ search: next }, { replace: true, preventScrollReset: true }),
    }),
    [pathname, search, hash, navigate],
  );
  return (
    <SiteNavContext value={nav}>
      <Outlet />
    </SiteNavContext>
  );
}
