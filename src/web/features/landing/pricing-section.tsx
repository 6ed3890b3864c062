import { LandingSection } from './landing-section';
import { PricingPlans } from './pricing-plans';

export function PricingSection() {
  return (
    <LandingSection
      titleId="pricing-title"
      anchor="pricing"
      className="border-y border-line bg-white"
      eyebrow="Pricing"
      title="Simple per-note pricing that scales with you"
      text="Premium stationery, real ink and postage included. The more you send, the less each note costs."
    >
      <PricingPlans />
    </LandingSection>
  );
}
