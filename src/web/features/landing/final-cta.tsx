import { ArrowRight } from 'lucide-react';
import { LinkButton } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { BELOW_FOLD } from './landing-section';

export function FinalCta() {
  return (
    <section
      aria-labelledby="final-cta-title"
      className={cn(BELOW_FOLD, 'px-4 py-20 sm:px-6 lg:px-8 lg:py-24')}
    >
      <div className="qp-on-dark relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-ink-900 px-6 py-14 text-center sm:px-12">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_20rem_at_50%_120%,rgb(200_85_42/0.35),transparent_70%)]"
        />
        <h2
          id="final-cta-title"
          className="relative text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
        >
          Ready to send notes people keep?
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-lg text-ink-100">
          Build your first campaign in minutes. No account needed.
        </p>
        <LinkButton to="/campaign-builder" size="lg" variant="inverse" className="relative mt-8">
          Start Your Campaign
          <ArrowRight aria-hidden="true" />
        </LinkButton>
      </div>
    </section>
  );
}
