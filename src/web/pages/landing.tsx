import { PAGE_META } from '../../shared/seo';
import { Island } from '../components/layout/island';
import { Features } from '../features/landing/features';
import { FinalCta } from '../features/landing/final-cta';
import { FullService } from '../features/landing/full-service';
import { Hero } from '../features/landing/hero';
import { HowItWorks } from '../features/landing/how-it-works';
import { Industries } from '../features/landing/industries';
import { PreviewWidget } from '../features/landing/preview-widget';
import { PricingSection } from '../features/landing/pricing-section';
import { Results } from '../features/landing/results';
import { TestimonialsSection } from '../features/landing/testimonials-section';
import { usePageMeta } from '../lib/seo';

/**
 * The landing page (public-site.md §2): its sections, in the spec's order. Served rendered, its static
 * sections hydrate only when first used (a tap on their links, the demo button, the carousel or the preview's
 * names); the pricing cards with the calculator and the testimonials, which fetch, when they come near the
 * viewport or the browser is idle (their islands are inside their sections).
 */
export function LandingPage() {
  usePageMeta(PAGE_META.landing);
  return (
    <>
      <Island hydrate="interaction">
        <Hero />
      </Island>
      <Island hydrate="interaction">
        <HowItWorks />
      </Island>
      <Island hydrate="interaction">
        <PreviewWidget />
      </Island>
      <Island hydrate="interaction">
        <Industries />
      </Island>
      <Island hydrate="interaction">
        <Results />
      </Island>
      <Island hydrate="interaction">
        <Features />
      </Island>
      <PricingSection />
      <TestimonialsSection />
      <Island hydrate="interaction">
        <FullService />
      </Island>
      <Island hydrate="interaction">
        <FinalCta />
      </Island>
    </>
  );
}
