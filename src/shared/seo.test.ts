import { describe, expect, it } from 'vitest';
import { PAGE_META, pageHead } from './seo';
import { sitePageFor } from './site-page-for';
import { NOT_FOUND_PAGE } from './site-pages';

const robotsOf = (pathname: string) => {
  const meta = PAGE_META[(sitePageFor(pathname) ?? NOT_FOUND_PAGE).meta];
  return pageHead(meta, 'https://q.example').metas.find((m) => m.key === 'robots')?.content;
};

describe('robots', () => {
  it.each([
    '/contact-upload',
    '/checkout/4f6c1c1e-8a8e-4f4b-9a57-3f1f0b7f2a10',
    '/checkout',
    '/order-confirmed/4f6c1c1e-8a8e-4f4b-9a57-3f1f0b7f2a10',
    '/admin',
    '/admin-login',
    '/no-such-page',
  ])('keeps the private page %s out of search results', (pathname) => {
    expect(robotsOf(pathname)).toBe('noindex, nofollow');
  });

  it.each(['/', '/campaign-builder', '/design-library', '/faq', '/contact'])(
    'lets search engines index the public page %s',
    (pathname) => {
      expect(robotsOf(pathname)).toBe('index, follow');
    },
  );
});
