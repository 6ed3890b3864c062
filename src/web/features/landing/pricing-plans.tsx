import { Check } from 'lucide-react';
import {
  formatNoteRange,
  LANDING_PLANS,
  type LandingPlan,
  planHeadline,
  planOtherTiers,
  quote,
} from '../../../shared/pricing';
import { Badge } from '../../components/ui/badge';
import { LinkButton } from '../../components/ui/button';
import { Island } from '../../islands/island';
import { cn } from '../../lib/cn';
import { StatedPrice } from './stated-price';
import { VolumeCalculator } from './volume-calculator';

/** What else the plan's volumes cost online, or the sales condition with the online price. */
function PlanTerms({ plan }: { plan: LandingPlan }) {
  if (plan.terms.kind === 'sales') {
    const selfServe = quote(plan.terms.selfServeFrom);
    return (
      <p className="mt-2 text-sm text-muted">
        Agreed with our sales team for custom programs. Ordering online,{' '}
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
  const others = planOtherTiers(plan);
  return (
    <p className="mt-2 text-sm text-muted">
      {others.map((tier) => (
        <span key={tier.min}>
          {formatNoteRange(tier)}:{' '}
          <StatedPrice cents={tier.cents} notes={tier.min} className="font-medium text-ink-900" /> per note.{' '}
        </span>
      ))}
      Every volume's price is in the table below.
    </p>
  );
}

/** The headline: the volume the figure applies to, the figure, and "through sales" when checkout does not charge it. */
function PlanPrice({ plan }: { plan: LandingPlan }) {
  const { volume, salesOnly } = planHeadline(plan);
  return (
    <p className="mt-5 flex flex-wrap items-baseline gap-x-1.5" data-testid="plan-headline">
      <span className="w-full text-sm font-semibold text-ink-900">{formatNoteRange(volume)}:</span>{' '}
      <StatedPrice
        cents={plan.priceCents}
        notes={salesOnly ? undefined : volume.min}
        className="text-4xl font-bold tracking-tight text-ink-950"
      />{' '}
      <span className="text-sm text-muted">per note{salesOnly ? ', through sales only' : ''}</span>
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
            <p className="mt-1 text-sm text-muted">For orders of {formatNoteRange(plan.volumes)}</p>
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
      <Island name="volume-calculator" component={VolumeCalculator} props={{}} />
    </>
  );
}
