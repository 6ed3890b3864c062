import type { ComponentType } from 'react';
import type { IslandName } from './island-attrs';

/**
 * Every island's component by name, each its own chunk: a page's islands fetch only their own code, when
 * they are hydrated (src/web/islands/start.ts). The server renders with the component the page passes to
 * `<Island>`; tests/unit/islands.test.ts checks that it is the one loaded here under the same name.
 */
export const ISLANDS: Record<IslandName, () => Promise<ComponentType<never>>> = {
  'site-header': async () => (await import('../components/layout/site-header')).SiteHeader,
  'watch-demo': async () => (await import('../features/landing/watch-demo-button')).WatchDemoButton,
  'merge-preview': async () => (await import('../features/landing/preview-widget')).MergePreview,
  'postcard-carousel': async () => (await import('../features/landing/postcard-carousel')).PostcardCarousel,
  'volume-calculator': async () => (await import('../features/landing/volume-calculator')).VolumeCalculator,
  testimonials: async () => (await import('../features/landing/testimonial-list')).TestimonialList,
  'faq-browser': async () => (await import('../features/faq/faq-browser')).FaqBrowser,
  'contact-panel': async () => (await import('../features/contact/contact-panel')).ContactPanel,
  'design-library': async () => (await import('../features/library/library-browser')).LibraryBrowser,
};
