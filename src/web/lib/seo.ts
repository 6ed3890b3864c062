import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { type PageMeta, pageHead } from '../../shared/seo';
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
function applyPageMeta(meta: PageMeta): void {
  const head = pageHead(meta, getPublicConfig().publicUrl);
  document.title = head.title;
  for (const { attr, key, content } of head.metas) upsertMeta(attr, key, content);
  upsertCanonical(head.canonical);
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
