import { lazy, Suspense } from 'react';
import { cn } from '../../lib/cn';
import { BELOW_FOLD, SectionFrame, SectionHeading } from './section-heading';

// Below the fold, and the pricing tables share a module with their zod schemas: the cards and the
// calculator load right after the page instead of weighing on its first download.
const PricingPlans = lazy(async () => ({ default: (await import('./pricing-plans')).PricingPlans }));

export function PricingSection() {
  return (
    <section
      aria-labelledby="pricing-title"
      id="pricing"
      className={cn(BELOW_FOLD, 'border-y border-line bg-white')}
    >
      <SectionFrame>
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="Simple per-note pricing that scales with you"
          text="Premium stationery, real ink and postage included. The more you send, the less each note costs."
        />
        <Suspense fallback={<div aria-hidden="true" className="min-h-[132rem] lg:min-h-[74rem]" />}>
          <PricingPlans />
        </Suspense>
      </SectionFrame>
    </section>
  );
}
