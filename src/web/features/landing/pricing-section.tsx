import { cn } from '../../lib/cn';
import { PricingPlans } from './pricing-plans';
import { BELOW_FOLD, SectionFrame, SectionHeading } from './section-heading';

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
        <PricingPlans />
      </SectionFrame>
    </section>
  );
}
