import { ArrowRight, Check, FileSpreadsheet, Mailbox, PenLine, Quote, Signature, Star } from 'lucide-react';
import { PAGE_META } from '../../shared/seo';
import { Badge } from '../components/ui/badge';
import { LinkButton } from '../components/ui/button';
import { cn } from '../lib/cn';
import { usePageMeta } from '../lib/seo';

/*
 * Landing page shell. A later issue fills in the full landing page (demo dialog, preview widget,
 * industries, results, carousel, calculator, live testimonials); the anchors the header links to
 * (#how-it-works, #pricing, #testimonials) are here already.
 */

const STATS = [
  { value: '80%', label: 'open rate' },
  { value: '3x', label: 'better conversion' },
  { value: '4.9/5', label: 'customer rating' },
] as const;

const STEPS = [
  {
    icon: FileSpreadsheet,
    title: 'Upload contacts',
    text: 'Import a CSV from your CRM or spreadsheet. We check every address before a pen touches paper.',
  },
  {
    icon: PenLine,
    title: 'Customize message',
    text: 'Write once, personalize for everyone with fields like first name, company or city.',
  },
  {
    icon: Signature,
    title: 'Choose style',
    text: 'Pick a handwriting style and a postcard design from our library, or upload your own artwork.',
  },
  {
    icon: Mailbox,
    title: 'We send',
    text: 'Each note is written with real pens and ink and mailed anywhere in the US, right on schedule.',
  },
] as const;

const PLANS = [
  {
    name: 'Starter',
    price: '$4.99',
    range: '1–100 notes',
    features: ['Standard stationery', '5–7 day delivery', 'Email support', 'All handwriting styles'],
  },
  {
    name: 'Professional',
    price: '$3.49',
    range: '101–1,000 notes',
    popular: true,
    features: ['Premium stationery', '3–5 day delivery', 'Priority support', 'All handwriting styles'],
  },
  {
    name: 'Enterprise',
    price: '$2.49',
    range: '1,000+ notes',
    features: [
      'Custom stationery',
      'Rush delivery (1–2 days)',
      'Dedicated account manager',
      'All handwriting styles',
    ],
  },
] as const;

function SectionHeading({
  eyebrow,
  title,
  text,
  id,
}: {
  eyebrow: string;
  title: string;
  text: string;
  id: string;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-bold tracking-tight text-balance text-ink-950 sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-base leading-7 text-pretty text-muted sm:text-lg">{text}</p>
    </div>
  );
}

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
        Estimated delivery 3–5 days
      </div>
    </div>
  );
}

export function LandingPage() {
  usePageMeta(PAGE_META.landing);
  return (
    <>
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_80%_-10%,var(--color-accent-100),transparent_70%)]"
        />
        <div className="relative mx-auto grid max-w-7xl items-center gap-14 px-4 pt-12 pb-20 sm:px-6 sm:pt-16 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:px-8 lg:pt-24 lg:pb-28">
          <div>
            <Badge variant="accent" className="px-3 py-1 text-sm">
              Real pens. Real ink. Real results.
            </Badge>
            <h1 className="mt-6 text-4xl leading-[1.08] font-bold tracking-tight text-balance text-ink-950 sm:text-5xl lg:text-6xl">
              Personalized, <span className="text-accent-700">handwritten</span> notes that get opened and
              drive results
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-8 text-pretty text-muted">
              Upload your contacts, write one message and let us hand-write every note with real pens and ink.
              Bulk sends of 50 to 5,000 notes, mailed anywhere in the United States.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <LinkButton to="/campaign-builder" size="lg">
                Start Your Campaign
                <ArrowRight aria-hidden="true" />
              </LinkButton>
              <LinkButton to="/#how-it-works" size="lg" variant="outline">
                See how it works
              </LinkButton>
            </div>
            <dl className="mt-10 grid max-w-lg grid-cols-3 gap-4 border-t border-line pt-6">
              {STATS.map((stat) => (
                <div key={stat.label}>
                  <dt className="sr-only">{stat.label}</dt>
                  <dd className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{stat.value}</dd>
                  <dd className="mt-1 text-sm text-muted">{stat.label}</dd>
                </div>
              ))}
            </dl>
          </div>
          <HeroPostcard />
        </div>
      </section>

      <section
        aria-labelledby="how-it-works-title"
        id="how-it-works"
        className="border-y border-line bg-white"
      >
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-24">
          <SectionHeading
            id="how-it-works-title"
            eyebrow="How it works"
            title="From spreadsheet to mailbox in four steps"
            text="No printers, no stamps, no writer's cramp. You set the message, we do the writing."
          />
          <ol className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((step, index) => (
              <li key={step.title} className="relative rounded-2xl border border-line bg-paper p-6">
                <span className="flex size-12 items-center justify-center rounded-xl bg-ink-800 text-white">
                  <step.icon aria-hidden="true" className="size-6" />
                </span>
                <p className="mt-5 text-sm font-semibold text-accent-700">Step {index + 1}</p>
                <h3 className="mt-1 text-lg font-semibold text-ink-950">{step.title}</h3>
                <p className="mt-2 text-sm leading-6 text-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="pricing-title" id="pricing">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-24">
          <SectionHeading
            id="pricing-title"
            eyebrow="Pricing"
            title="Simple per-note pricing that scales with you"
            text="Postage, premium cards and real ink included. The more you send, the less each note costs."
          />
          <ul className="mx-auto mt-14 grid max-w-5xl gap-6 lg:grid-cols-3">
            {PLANS.map((plan) => {
              const popular = 'popular' in plan && plan.popular;
              return (
                <li
                  key={plan.name}
                  className={cn(
                    'relative flex flex-col rounded-2xl border bg-white p-7',
                    popular ? 'border-ink-800 shadow-lift ring-1 ring-ink-800' : 'border-line shadow-card',
                  )}
                >
                  {popular ? <Badge className="absolute -top-3 left-7 px-3 py-1">Most Popular</Badge> : null}
                  <h3 className="text-lg font-semibold text-ink-950">{plan.name}</h3>
                  <p className="mt-1 text-sm text-muted">{plan.range}</p>
                  <p className="mt-5 flex items-baseline gap-1.5">
                    <span className="text-4xl font-bold tracking-tight text-ink-950">{plan.price}</span>
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
                  {plan.name === 'Enterprise' ? (
                    <LinkButton to="/contact" variant="outline" className="mt-8 w-full">
                      Contact Sales
                    </LinkButton>
                  ) : (
                    <LinkButton
                      to="/campaign-builder"
                      variant={popular ? 'primary' : 'outline'}
                      className="mt-8 w-full"
                    >
                      Get Started
                    </LinkButton>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="testimonials-title"
        id="testimonials"
        className="border-y border-line bg-white"
      >
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-24">
          <SectionHeading
            id="testimonials-title"
            eyebrow="Testimonials"
            title="Businesses that write back to their customers"
            text="More than 100 businesses have sent 200,000 handwritten notes with Quillpost."
          />
          <figure className="mx-auto mt-12 max-w-3xl rounded-2xl border border-line bg-paper p-8 sm:p-10">
            <Quote aria-hidden="true" className="size-8 text-accent-600" />
            <blockquote className="mt-4 text-xl leading-8 font-medium text-pretty text-ink-950 sm:text-2xl sm:leading-9">
              Our handwritten thank-you notes get more replies than any email campaign we have ever run.
              Clients call just to say thanks for the card.
            </blockquote>
            <figcaption className="mt-6 flex flex-wrap items-center justify-between gap-4">
              <span>
                <span className="block font-semibold text-ink-950">A Quillpost customer</span>
                <span className="block text-sm text-muted">Real estate</span>
              </span>
              <span className="flex items-center gap-0.5" role="img" aria-label="Rated 5 out of 5">
                {[0, 1, 2, 3, 4].map((i) => (
                  <Star key={i} aria-hidden="true" className="size-5 fill-amber-400 text-amber-400" />
                ))}
              </span>
            </figcaption>
          </figure>
        </div>
      </section>

      <section className="px-4 py-20 sm:px-6 lg:px-8 lg:py-24">
        <div className="qp-on-dark relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-ink-900 px-6 py-14 text-center sm:px-12">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_20rem_at_50%_120%,rgb(200_85_42/0.35),transparent_70%)]"
          />
          <h2 className="relative text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
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
    </>
  );
}
