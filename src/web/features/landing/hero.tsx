import { ArrowRight, Mailbox, PenLine } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { LinkButton } from '../../components/ui/button';
import { Island } from '../../islands/island';
import { WatchDemoButton } from './watch-demo-button';

const PROOF = [
  { value: '100+', label: 'customers' },
  { value: '200K', label: 'notes delivered' },
  { value: '4.9/5', label: 'rating' },
] as const;

function HeroPostcard() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div className="absolute -inset-4 rotate-3 rounded-3xl bg-accent-100/70 sm:-inset-6" />
      <div className="relative -rotate-2 rounded-2xl border border-line bg-[#fffdf8] px-6 pt-6 pb-8 shadow-lift sm:px-9 sm:pt-8 sm:pb-10">
        <span className="absolute top-3 right-3 flex h-11 w-9 items-center justify-center rounded-sm border-2 border-dashed border-accent-400 bg-accent-50 text-accent-700 sm:top-4 sm:right-4 sm:h-14 sm:w-12">
          <PenLine className="size-5 sm:size-6" />
        </span>
        <div className="qp-ruled font-hand text-2xl text-ink-800 sm:text-[1.75rem] sm:[--qp-rule:2.5rem]">
          <p className="pr-12">Hi Sarah,</p>
          <p>
            Thank you for trusting us with your new home. It was a joy to help you find the perfect place.
            Enjoy every moment, and call me anytime!
          </p>
          <p className="mt-[var(--qp-rule)]">Best regards,</p>
          <p>Mark</p>
        </div>
      </div>
      <div className="absolute -bottom-5 left-4 flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink-900 shadow-lift ring-1 ring-line sm:-left-4">
        <Mailbox className="size-4 text-accent-700" />
        Estimated delivery 3-5 days
      </div>
    </div>
  );
}

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_80%_-10%,var(--color-accent-100),transparent_70%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-14 px-4 pt-12 pb-20 sm:px-6 sm:pt-16 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:px-8 lg:pt-24 lg:pb-28">
        <div>
          <Badge variant="accent" className="px-3 py-1 text-sm">
            Real pens. Real ink. Real results.
          </Badge>
          <h1
            id="hero-title"
            className="mt-6 text-4xl leading-[1.08] font-bold tracking-tight text-balance text-ink-950 sm:text-5xl lg:text-6xl"
          >
            Personalized, <span className="text-accent-700">handwritten</span> notes that get opened and drive
            results
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-pretty text-muted">
            Upload your contacts, write one message and we hand-write every note with real pens and ink. Bulk
            sends of 50 to 5,000 notes, or scheduled birthdays, renewals and anniversaries, mailed anywhere in
            the United States.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <LinkButton to="/campaign-builder" size="lg">
              Start Your Campaign
              <ArrowRight aria-hidden="true" />
            </LinkButton>
            <Island name="watch-demo" component={WatchDemoButton} props={{}} />
          </div>
          <dl className="mt-10 grid max-w-lg grid-cols-3 gap-4 border-t border-line pt-6">
            {PROOF.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse">
                <dt className="mt-1 text-sm text-muted">{stat.label}</dt>
                <dd className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroPostcard />
      </div>
    </section>
  );
}
