import { Mail, MessageSquareText, Palette, PenLine, Send } from 'lucide-react';
import { AnchorButton, LinkButton } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { getPublicConfig } from '../../lib/public-config';
import { IconPoint } from './icon-point';
import { BELOW_FOLD } from './landing-section';

const STEPS = [
  { icon: Palette, title: 'We Design.', text: 'Our designers create postcard artwork in your brand.' },
  { icon: PenLine, title: 'We Write.', text: 'Our copywriters draft the message that fits your audience.' },
  { icon: Send, title: 'We Deliver.', text: 'We write every note by hand and mail it on your schedule.' },
] as const;

/** The full-service offer: handled through the contact route (public-site.md §1). */
export function FullService() {
  const { salesEmail } = getPublicConfig();
  return (
    <section aria-labelledby="full-service-title" className={cn(BELOW_FOLD, 'border-y border-line bg-sand')}>
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
            Full-service campaigns
          </p>
          <h2
            id="full-service-title"
            className="mt-3 text-3xl font-bold tracking-tight text-balance text-ink-950 sm:text-4xl"
          >
            We Design. We Write. We Deliver.
          </h2>
          <p className="mt-4 max-w-xl text-base leading-7 text-muted sm:text-lg">
            Short on time? Hand us the whole campaign. Tell us who you want to reach, and our team takes care
            of the artwork, the message and the mailing.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <LinkButton to="/contact?inquiry=full_service" size="lg">
              <MessageSquareText aria-hidden="true" />
              Talk to our team
            </LinkButton>
            <AnchorButton href={`mailto:${salesEmail}`} size="lg" variant="outline">
              <Mail aria-hidden="true" />
              {salesEmail}
            </AnchorButton>
          </div>
        </div>
        <ol className="grid gap-4">
          {STEPS.map((step) => (
            <IconPoint
              key={step.title}
              {...step}
              className="rounded-2xl border border-line bg-white p-5 shadow-card"
              tileClassName="size-11 rounded-xl bg-accent-700"
            />
          ))}
        </ol>
      </div>
    </section>
  );
}
