import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sitePageFor } from './site-page-for';
import { NOT_FOUND_PAGE, SITE_PAGES } from './site-pages';

const WEB = path.join(import.meta.dirname, '..', 'web');

describe('site page table', () => {
  it('names a page module with a default export for every page', () => {
    for (const page of [...SITE_PAGES, NOT_FOUND_PAGE]) {
      const file = path.join(WEB, page.page);
      expect(fs.existsSync(file), page.page).toBe(true);
      expect(fs.readFileSync(file, 'utf8'), page.page).toMatch(/^export default function \w+Page\(/m);
    }
  });

  it('gives every path one page', () => {
    expect(new Set(SITE_PAGES.map((page) => page.path)).size).toBe(SITE_PAGES.length);
  });

  it('knows the public paths, with or without a trailing slash or an id, and nothing else', () => {
    const pageAt = (pathname: string) => sitePageFor(pathname)?.page;
    expect(pageAt('/')).toBe('pages/landing.tsx');
    expect(pageAt('/faq')).toBe('pages/faq.tsx');
    expect(pageAt('/faq/')).toBe('pages/faq.tsx');
    expect(pageAt('/checkout')).toBe('pages/checkout.tsx');
    expect(pageAt('/checkout/abc')).toBe('pages/checkout.tsx');
    expect(pageAt('/order-confirmed/1')).toBe('pages/order-confirmed.tsx');
    expect(pageAt('/account')).toBe('pages/account.tsx');
    expect(pageAt('/account/verify')).toBe('pages/account-verify.tsx');
    expect(pageAt('/account/orders/o1')).toBe('pages/account-order.tsx');
    expect(pageAt('/admin')).toBe('pages/admin.tsx');
    for (const unknown of ['/faqs', '/checkout/a/b', '/account/orders', '/admin/x', '/no-such-page']) {
      expect(sitePageFor(unknown), unknown).toBeUndefined();
    }
  });
});
