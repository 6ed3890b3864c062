/**
 * The public route table (public-site.md §2). The web router renders these; the server answers any other
 * page path with the app's 404 page and a real 404 status.
 */
export const SITE_PATHS = {
  home: '/',
  campaignBuilder: '/campaign-builder',
  contactUpload: '/contact-upload',
  checkout: '/checkout/:campaignId',
  orderConfirmed: '/order-confirmed/:orderId',
  designLibrary: '/design-library',
  faq: '/faq',
  contact: '/contact',
  admin: '/admin',
  adminLogin: '/admin-login',
} as const;

const KNOWN = [
  /^\/$/,
  /^\/campaign-builder\/?$/,
  /^\/contact-upload\/?$/,
  /^\/checkout(\/[^/]+)?\/?$/,
  /^\/order-confirmed(\/[^/]+)?\/?$/,
  /^\/design-library\/?$/,
  /^\/faq\/?$/,
  /^\/contact\/?$/,
  /^\/admin\/?$/,
  /^\/admin-login\/?$/,
];

export function isKnownPagePath(pathname: string): boolean {
  return KNOWN.some((re) => re.test(pathname));
}
