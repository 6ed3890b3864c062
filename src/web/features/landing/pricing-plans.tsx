import { Check } from 'lucide-react';
import {
  checkoutTierOf,
  formatNoteRange,
  LANDING_PLANS,
  type LandingPlan,
  quote,
} from '../../../shared/pricing';
import { Badge } from '../../components/ui/badge';
import { LinkButton } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { StatedPrice } from './stated-price';
import { VolumeCalculator } from './volume-calculator';

/** What the card's figure applies to: the checkout volumes it is charged at, or the sales condition. */
function PlanTerms({ plan }: { plan: LandingPlan }) {
  if (plan.terms.kind === 'sales') {
    const selfServe = quote(plan.terms.selfServeFrom);
    return (
      <p className="mt-2 text-sm text-muted">
        For custom programs agreed with our sales team. Ordering online,{' '}
        {formatNoteRange({ min: plan.terms.selfServeFrom, max: null })} are{' '}
        <StatedPrice
          cents={selfServe.pricePerNoteCents}
          notes={plan.terms.selfServeFrom}
          className="font-medium text-ink-900"
        />{' '}
        per note.
      </p>
    );
  }
  const tier = checkoutTierOf(plan.priceCents);
  if (!tier) throw new Error(`Checkout charges no ${plan.priceCents} cents tier (${plan.id} card)`);
  return (
    <p className="mt-2 text-sm text-muted">
      For orders of {formatNoteRange(tier)}; every volume's price is in the table below.
    </p>
  );
}

/** The figure in large type: "from" when the plan's range also holds volumes that cost more. */
function PlanPrice({ plan }: { plan: LandingPlan }) {
  const tier = plan.terms.kind === 'self-serve' ? checkoutTierOf(plan.priceCents) : undefined;
  return (
    <p className="mt-5 flex items-baseline gap-1.5">
      {plan.terms.kind === 'self-serve' && plan.terms.from ? (
        <span className="text-sm font-medium text-muted">from</span>
      ) : null}
      <StatedPrice
        cents={plan.priceCents}
        notes={tier?.min}
        className="text-4xl font-bold tracking-tight text-ink-950"
      />
      <span className="text-sm text-muted">
        per note{plan.terms.kind === 'sales' ? ', through sales' : ''}
      </span>
    </p>
  );
}

/** The pricing cards (public-site.md §9) and the volume calculator with the checkout's price table. */
export function PricingPlans() {
  return (
    <>
      <ul className="mx-auto mt-14 grid max-w-5xl gap-6 lg:grid-cols-3">
        {LANDING_PLANS.map((plan) => (
          <li
            key={plan.id}
            className={cn(
              'relative flex flex-col rounded-2xl border bg-white p-7',
              plan.mostPopular ? 'border-ink-800 shadow-lift ring-1 ring-ink-800' : 'border-line shadow-card',
            )}
          >
            {plan.mostPopular ? (
              <Badge className="absolute -top-3 left-7 px-3 py-1">Most Popular</Badge>
            ) : null}
            <h3 className="text-lg font-semibold text-ink-950">{plan.name}</h3>
            <p className="mt-1 text-sm text-muted">{plan.range}</p>
            <PlanPrice plan={plan} />
            <PlanTerms plan={plan} />
            <ul className="mt-6 flex flex-1 flex-col gap-3 text-sm text-ink-900">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2.5">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
                  {feature}
                </li>
              ))}
            </ul>
            {plan.id === 'enterprise' ? (
              <LinkButton to="/contact?inquiry=pricing" variant="outline" className="mt-8 w-full">
                Contact Sales
              </LinkButton>
            ) : (
              <LinkButton
                to="/campaign-builder"
                variant={plan.mostPopular ? 'primary' : 'outline'}
                className="mt-8 w-full"
                aria-label={`Get started with ${plan.name}`}
              >
                Get Started
              </LinkButton>
            )}
          </li>
        ))}
      </ul>
      <VolumeCalculator />
    </>
  );
}
