import type { RouteObject } from 'react-router';
import { FullPageLoader } from './components/layout/full-page-loader';
import { RouteErrorBoundary } from './components/layout/route-error';
import { PublicLayout, PublicLayoutFallback } from './layouts/public-layout';
import { RouterSiteNav } from './site-nav/router-site-nav';

/*
 * Route table (public-site.md §2). Only the public frame is in the main bundle; every page (and the whole admin
 * side) is a separate chunk fetched when its route is visited. A first visit to a server-rendered page runs
 * none of this: only that page's islands (src/web/islands).
 */
const publicAndAdmin: RouteObject[] = [
  {
    Component: PublicLayout,
    HydrateFallback: PublicLayoutFallback,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        // Pathless: page errors render inside the header and footer.
        ErrorBoundary: RouteErrorBoundary,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./pages/landing')).LandingPage }),
          },
          {
            path: 'campaign-builder',
            lazy: async () => ({ Component: (await import('./pages/campaign-builder')).CampaignBuilderPage }),
          },
          {
            path: 'contact-upload',
            lazy: async () => ({ Component: (await import('./pages/contact-upload')).ContactUploadPage }),
          },
          {
            // Without an id the page shows 'Campaign not found'.
            path: 'checkout/:campaignId?',
            lazy: async () => ({ Component: (await import('./pages/checkout')).CheckoutPage }),
          },
          {
            // Without an id the page shows 'Order not found'.
            path: 'order-confirmed/:orderId?',
            lazy: async () => ({ Component: (await import('./pages/order-confirmed')).OrderConfirmedPage }),
          },
          {
            path: 'design-library',
            lazy: async () => ({ Component: (await import('./pages/design-library')).DesignLibraryPage }),
          },
          {
            path: 'faq',
            lazy: async () => ({ Component: (await import('./pages/faq')).FaqPage }),
          },
          {
            path: 'contact',
            lazy: async () => ({ Component: (await import('./pages/contact')).ContactPage }),
          },
          {
            path: 'privacy',
            lazy: async () => ({ Component: (await import('./pages/privacy')).PrivacyPage }),
          },
          {
            path: 'terms',
            lazy: async () => ({ Component: (await import('./pages/terms')).TermsPage }),
          },
          {
            path: 'security',
            lazy: async () => ({ Component: (await import('./pages/security')).SecurityPage }),
          },
          {
            path: 'account',
            lazy: async () => ({ Component: (await import('./pages/account')).AccountPage }),
          },
          {
            path: 'account/verify',
            lazy: async () => ({ Component: (await import('./pages/account-verify')).AccountVerifyPage }),
          },
          {
            path: 'account/orders/:orderId',
            lazy: async () => ({ Component: (await import('./pages/account-order')).AccountOrderPage }),
          },
          {
            path: 'account/lists/:listId?',
            lazy: async () => ({ Component: (await import('./pages/account-lists')).AccountListsPage }),
          },
          {
            path: 'account/programs/:programId?',
            lazy: async () => ({ Component: (await import('./pages/account-programs')).AccountProgramsPage }),
          },
          {
            path: 'account/card',
            lazy: async () => ({ Component: (await import('./pages/account-card')).AccountCardPage }),
          },
          {
            path: 'account/data',
            lazy: async () => ({ Component: (await import('./pages/account-data')).AccountDataPage }),
          },
          {
            path: 'account/developers',
            lazy: async () => ({ Component: (await import('./pages/account-developers')).DevelopersPage }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./pages/not-found')).NotFoundPage }),
          },
        ],
      },
    ],
  },
  {
    // The back office has its own frame, without the public header and footer.
    lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
    HydrateFallback: FullPageLoader,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        path: 'admin',
        lazy: async () => ({ Component: (await import('./pages/admin')).AdminPage }),
      },
      {
        path: 'admin-login',
        lazy: async () => ({ Component: (await import('./pages/admin-login')).AdminLoginPage }),
      },
    ],
  },
];

/** Under one root that gives every page the router's links (see src/web/site-nav). */
export const routes: RouteObject[] = [{ Component: RouterSiteNav, children: publicAndAdmin }];
