import { Check } from 'lucide-react';
import { formatUSD } from '../../../shared/money';
import { LANDING_PLANS } from '../../../shared/pricing';
import { Badge } from '../../components/ui/badge';
import { LinkButton } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { VolumeCalculator } from './volume-calculator';

/** The pricing cards (public-site.md §9) and the volume calculator. */
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
            <p className="mt-5 flex items-baseline gap-1.5">
              <span className="text-4xl font-bold tracking-tight text-ink-950">
                {formatUSD(plan.priceCents)}
              </span>
              <span className="text-sm text-muted">per note</span>
            </p>
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
