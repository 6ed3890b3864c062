import { PAGE_META } from '../../shared/seo';
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

/** The landing page (public-site.md §2): its sections, in the spec's order. */
export default function LandingPage() {
  usePageMeta(PAGE_META.landing);
  return (
    <>
      <Hero />
      <HowItWorks />
      <PreviewWidget />
      <Industries />
      <Results />
      <Features />
      <PricingSection />
      <TestimonialsSection />
      <FullService />
      <FinalCta />
    </>
  );
}
