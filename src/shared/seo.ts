/**
 * Page metadata for every public route (public-site.md §2: each page sets its title, description,
 * keywords, canonical link and social-preview title, description and url).
 *
 * Pure data: the web app applies it with `usePageMeta`, and the server may use the same table to put
 * the right tags into the HTML it serves, so crawlers that do not run scripts see them too.
 */
export interface PageMeta {
  /** The full document title, used verbatim (the 404 page must read exactly '404 Page Not Found'). */
  title: string;
  description: string;
  keywords: string;
  /** Path the canonical and og:url point at, relative to the public URL; starts with '/'. */
  path: string;
  /** Pages that must not be indexed (steps of a customer's order, per-customer pages, admin, 404). */
  noindex?: boolean;
}

const SITE_NAME = 'Quillpost';

const BASE_KEYWORDS = 'handwritten notes, handwritten postcards, direct mail marketing';

export const PAGE_META = {
  landing: {
    title: 'Quillpost | Personalized Handwritten Notes & Postcards That Get Opened',
    description:
      'Send personalized, handwritten notes and postcards at scale. Real pens, real ink, mailed across the US. 80% open rates and 3x better conversion than print or email.',
    keywords: `${BASE_KEYWORDS}, personalized direct mail, bulk handwritten cards, customer thank-you notes, real estate postcards`,
    path: '/',
  },
  campaignBuilder: {
    title: 'Postcard Designer | Build Your Handwritten Campaign | Quillpost',
    description:
      'Design your handwritten postcard campaign: pick a template or upload your own artwork, write a personalized message and choose a handwriting style.',
    keywords: `${BASE_KEYWORDS}, postcard designer, campaign builder, handwriting styles, personalized message`,
    path: '/campaign-builder',
  },
  contactUpload: {
    title: 'Upload Contacts | Quillpost',
    description:
      'Upload your recipient list as a CSV file, review your contacts and choose a delivery date for your handwritten notes.',
    keywords: `${BASE_KEYWORDS}, upload contacts, CSV mailing list, delivery date`,
    path: '/contact-upload',
    // A step inside one customer's order (their draft, their list): nothing for a search engine to show.
    noindex: true,
  },
  checkout: {
    title: 'Checkout | Quillpost',
    description: 'Review your handwritten note campaign and pay securely by card.',
    keywords: `${BASE_KEYWORDS}, checkout, secure payment`,
    path: '/checkout',
    noindex: true,
  },
  orderConfirmed: {
    title: 'Order Confirmed | Quillpost',
    description: 'Your handwritten note campaign is confirmed. Here is what happens next.',
    keywords: `${BASE_KEYWORDS}, order confirmation`,
    path: '/order-confirmed',
    noindex: true,
  },
  /** /order-confirmed/{id} for an id that is no order: the page must not say "Order Confirmed". */
  orderNotFound: {
    title: 'Order Not Found | Quillpost',
    description: 'We could not find this order. Check the link in your confirmation e-mail, or contact us.',
    keywords: `${BASE_KEYWORDS}, order confirmation`,
    path: '/order-confirmed',
    noindex: true,
  },
  designLibrary: {
    title: 'Design Library | Postcard Templates | Quillpost',
    description:
      'Browse professionally designed postcard templates for business, thank-you and everyday notes, in multiple colour variants. Download or use them in your campaign.',
    keywords: `${BASE_KEYWORDS}, postcard templates, thank you card designs, business postcard designs`,
    path: '/design-library',
  },
  faq: {
    title: 'FAQ | Handwritten Notes Questions Answered | Quillpost',
    description:
      'Answers about getting started, pricing, design, contacts and delivery, quality and support for Quillpost handwritten note campaigns.',
    keywords: `${BASE_KEYWORDS}, FAQ, pricing questions, delivery times, handwriting quality`,
    path: '/faq',
  },
  contact: {
    title: 'Contact Us | Quillpost',
    description:
      'Questions, a demo or a full-service campaign? Send the Quillpost team a message. We reply within 24 hours on business days.',
    keywords: `${BASE_KEYWORDS}, contact, request demo, full service campaign, sales`,
    path: '/contact',
  },
  privacy: {
    title: 'Privacy Policy | Quillpost',
    description:
      'What Quillpost keeps when you order handwritten notes (campaigns, recipient lists, uploads, payment records), who processes it, how long we keep it and how to have it deleted.',
    keywords: 'Quillpost privacy policy, recipient data, data retention, data deletion',
    path: '/privacy',
  },
  terms: {
    title: 'Terms of Service | Quillpost',
    description:
      'The terms for ordering handwritten note campaigns from Quillpost: your content and recipient lists, proofs, payment, delivery dates and refunds.',
    keywords: 'Quillpost terms of service, order terms, refunds, acceptable use',
    path: '/terms',
  },
  security: {
    title: 'Security | Quillpost',
    description:
      'How Quillpost protects your campaigns and recipient lists: card payments through Stripe, checked and sanitised uploads, unguessable links and a locked-down back office.',
    keywords: 'Quillpost security, payment security, upload checks, data protection',
    path: '/security',
  },
  admin: {
    title: 'Admin Dashboard | Quillpost',
    description: 'Quillpost back office.',
    keywords: 'Quillpost admin',
    path: '/admin',
    noindex: true,
  },
  account: {
    title: 'Your Account | Quillpost',
    description: 'Track your Quillpost orders, reorder, keep your contact lists and your card on file.',
    keywords: 'Quillpost account, order tracking',
    path: '/account',
    noindex: true,
  },
  accountVerify: {
    title: 'Signing In | Quillpost',
    description: 'Signing you in to your Quillpost account.',
    keywords: 'Quillpost sign in',
    path: '/account/verify',
    noindex: true,
  },
  adminLogin: {
    title: 'Admin Login | Quillpost',
    description: 'Sign in to the Quillpost back office.',
    keywords: 'Quillpost admin login',
    path: '/admin-login',
    noindex: true,
  },
  notFound: {
    title: '404 Page Not Found',
    description: 'The page you are looking for does not exist on Quillpost.',
    keywords: 'Quillpost, page not found',
    path: '/404',
    noindex: true,
  },
} as const satisfies Record<string, PageMeta>;

export type PageKey = keyof typeof PAGE_META;

/** Joins the configured public URL (no trailing slash needed) and a path into an absolute URL. */
export function absoluteUrl(publicUrl: string, path: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** A `<meta>` element of a page's head: `<meta {attr}="{key}" content="{content}">`. */
export interface HeadMeta {
  attr: 'name' | 'property';
  key: string;
  content: string;
}

/**
 * Everything a page's head says of it: the server writes it into the HTML it sends, and the app updates
 * the same elements as the visitor moves between pages.
 */
export function pageHead(
  meta: PageMeta,
  publicUrl: string,
): { title: string; canonical: string; metas: HeadMeta[] } {
  const canonical = absoluteUrl(publicUrl, meta.path);
  const tag = (attr: HeadMeta['attr'], key: string, content: string): HeadMeta => ({ attr, key, content });
  return {
    title: meta.title,
    canonical,
    metas: [
      tag('name', 'description', meta.description),
      tag('name', 'keywords', meta.keywords),
      tag('name', 'robots', meta.noindex ? 'noindex, nofollow' : 'index, follow'),
      tag('property', 'og:title', meta.title),
      tag('property', 'og:description', meta.description),
      tag('property', 'og:url', canonical),
      tag('property', 'og:type', 'website'),
      tag('property', 'og:site_name', SITE_NAME),
      tag('name', 'twitter:card', 'summary'),
      tag('name', 'twitter:title', meta.title),
      tag('name', 'twitter:description', meta.description),
    ],
  };
}
