/** Header links (public-site.md §2). Hash links point at sections of the landing page. */
export interface NavItem {
  label: string;
  to: string;
  /** Route links get aria-current when their page is open; hash links do not. */
  route?: boolean;
  /** A page the server serves itself, outside the React app (the API reference): loaded as a document. */
  document?: boolean;
}

export const HEADER_LINKS: readonly NavItem[] = [
  { label: 'How It Works', to: '/#how-it-works' },
  { label: 'Pricing', to: '/#pricing' },
  { label: 'Testimonials', to: '/#testimonials' },
  { label: 'Browse Designs', to: '/design-library', route: true },
  { label: 'Contact', to: '/contact', route: true },
];

/** The customer's account (issue 12): signed out, its page asks for an e-mail and sends a sign-in link. */
export const ACCOUNT_LINK: NavItem = { label: 'Account', to: '/account', route: true };

export const FOOTER_COLUMNS: ReadonlyArray<{ title: string; links: readonly NavItem[] }> = [
  {
    title: 'Product',
    links: [
      { label: 'How It Works', to: '/#how-it-works' },
      { label: 'Pricing', to: '/#pricing' },
      { label: 'Campaign Builder', to: '/campaign-builder' },
      { label: 'API', to: '/docs/api', document: true },
    ],
  },
  { title: 'Support', links: [{ label: 'FAQ', to: '/faq' }] },
  { title: 'Company', links: [{ label: 'Contact Us', to: '/contact' }] },
];

/** The footer's legal line: what Quillpost keeps and why, the terms of an order, and how data is protected. */
export const LEGAL_LINKS: readonly NavItem[] = [
  { label: 'Privacy Policy', to: '/privacy', route: true },
  { label: 'Terms of Service', to: '/terms', route: true },
  { label: 'Security', to: '/security', route: true },
];
