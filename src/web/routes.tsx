import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { NOT_FOUND_PAGE, type PageModules, SITE_PAGES, type SitePage } from '../shared/site-pages';
import { FullPageLoader } from './components/layout/full-page-loader';
import { RouteErrorBoundary } from './components/layout/route-error';
import { PublicLayout, PublicLayoutFallback } from './layouts/public-layout';
import { RouterSiteNav } from './site-nav/router-site-nav';

/*
 * Routes, built from the page table (src/shared/site-pages.ts). Only the public frame is in the main bundle;
 * every page (and the whole admin side) is a separate chunk fetched when its route is visited. A first visit to
 * a server-rendered page runs none of this: only that page's islands (src/web/islands).
 */
const PAGE_MODULES = import.meta.glob<ComponentType>('./pages/*.tsx', { import: 'default' });

function pageRoute(page: PageModules, path: string): RouteObject {
  const load = PAGE_MODULES[`./${page.page}`];
  if (!load) throw new Error(`The page table names ${page.page}, which src/web has no module for.`);
  return { path, lazy: async () => ({ Component: await load() }) };
}

const inFrame = (frame: SitePage['frame']) =>
  SITE_PAGES.filter((page) => page.frame === frame).map((page) => pageRoute(page, page.path));

const publicAndAdmin: RouteObject[] = [
  {
    Component: PublicLayout,
    HydrateFallback: PublicLayoutFallback,
    ErrorBoundary: RouteErrorBoundary,
    // Pathless: page errors render inside the header and footer.
    children: [
      { ErrorBoundary: RouteErrorBoundary, children: [...inFrame('public'), pageRoute(NOT_FOUND_PAGE, '*')] },
    ],
  },
  {
    // The back office has its own frame, without the public header and footer.
    lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
    HydrateFallback: FullPageLoader,
    ErrorBoundary: RouteErrorBoundary,
    children: inFrame('admin'),
  },
];

/** Under one root that gives every page the router's links (see src/web/site-nav). */
export const routes: RouteObject[] = [{ Component: RouterSiteNav, children: publicAndAdmin }];
