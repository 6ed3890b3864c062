import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { absoluteUrl, type PageMeta, SITE_NAME } from '../../shared/seo';
import { getPublicConfig } from './public-config';

export type PageMetaInput = Omit<PageMeta, 'path'> & {
  /** Canonical path; defaults to the current location's pathname. */
  path?: string;
};

function upsertMeta(attr: 'name' | 'property', key: string, content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.setAttribute('content', content);
}

function upsertCanonical(href: string): void {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!el) {
    el = document.createElement('link');
    el.rel = 'canonical';
    document.head.appendChild(el);
  }
  el.href = href;
}

/** Writes the title, description, keywords, canonical link and social-preview tags into <head>. */
export function applyPageMeta(meta: PageMeta): void {
  const url = absoluteUrl(getPublicConfig().publicUrl, meta.path);
  document.title = meta.title;
  upsertMeta('name', 'description', meta.description);
  upsertMeta('name', 'keywords', meta.keywords);
  upsertMeta('name', 'robots', meta.noindex ? 'noindex, nofollow' : 'index, follow');
  upsertCanonical(url);
  upsertMeta('property', 'og:title', meta.title);
  upsertMeta('property', 'og:description', meta.description);
  upsertMeta('property', 'og:url', url);
  upsertMeta('property', 'og:type', 'website');
  upsertMeta('property', 'og:site_name', SITE_NAME);
  upsertMeta('name', 'twitter:card', 'summary');
  upsertMeta('name', 'twitter:title', meta.title);
  upsertMeta('name', 'twitter:description', meta.description);
}

/**
 * Sets the page's metadata while it is shown (public-site.md §2). Usually called with an entry of
 * `PAGE_META` from src/shared/seo.ts: `usePageMeta(PAGE_META.faq)`.
 */
export function usePageMeta({ title, description, keywords, path, noindex }: PageMetaInput): void {
  const { pathname } = useLocation();
  const canonicalPath = path ?? pathname;
  useEffect(() => {
    applyPageMeta({ title, description, keywords, path: canonicalPath, noindex });
  }, [title, description, keywords, canonicalPath, noindex]);
}
