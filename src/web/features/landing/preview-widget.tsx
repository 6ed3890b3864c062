import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Island } from '../../islands/island';
import { cn } from '../../lib/cn';
import { LandingSection } from './landing-section';

const TEMPLATE =
  'Hi {{first_name}}, thank you for choosing {{company}}! It was a pleasure working with you this year.';

const RECIPIENTS = [
  { first_name: 'Sarah', company: 'Lakeside Realty', city: 'Austin, TX' },
  { first_name: 'David', company: 'Summit Insurance', city: 'Denver, CO' },
  { first_name: 'Maria', company: 'Hope Foundation', city: 'Tampa, FL' },
] as const;

type Recipient = (typeof RECIPIENTS)[number];

function personalize(recipient: Recipient): string {
  return TEMPLATE.replace('{{first_name}}', recipient.first_name).replace('{{company}}', recipient.company);
}

/** One message, written for the recipient picked: what merge fields do, shown in the handwriting font. */
export function MergePreview() {
  const [index, setIndex] = useState(0);
  const recipient = RECIPIENTS[index] ?? RECIPIENTS[0];
  return (
    <div className="mx-auto mt-12 grid max-w-5xl items-center gap-8 lg:grid-cols-[1fr_1.2fr]">
      <div className="rounded-2xl border border-line bg-white p-6 shadow-card">
        <p className="text-sm font-semibold text-ink-950">Your message</p>
        <p className="mt-3 rounded-lg bg-sand p-4 font-mono text-sm leading-6 text-ink-900">{TEMPLATE}</p>
        <fieldset className="mt-6">
          <legend className="text-sm font-semibold text-ink-950">Preview for</legend>
          <div className="mt-3 flex flex-wrap gap-2">
            {RECIPIENTS.map((r, i) => (
              <button
                key={r.first_name}
                type="button"
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
                className={cn(
                  'h-10 rounded-full border px-4 text-sm font-medium transition-colors',
                  i === index
                    ? 'border-ink-800 bg-ink-800 text-white'
                    : 'border-line-strong bg-white text-ink-900 hover:bg-ink-50',
                )}
              >
                {r.first_name}
              </button>
            ))}
          </div>
        </fieldset>
      </div>
      <figure className="relative rounded-2xl border border-line bg-[#fffdf8] px-6 pt-6 pb-8 shadow-lift sm:px-9">
        <figcaption className="flex items-center gap-2 text-xs font-semibold tracking-wide text-accent-700 uppercase">
          <Sparkles aria-hidden="true" className="size-4" />
          Sample note to {recipient.first_name}, {recipient.city}
        </figcaption>
        <div
          aria-live="polite"
          className="qp-ruled mt-4 min-h-[12rem] font-hand text-2xl text-ink-800 sm:text-[1.75rem]"
        >
          <p>{personalize(recipient)}</p>
          <p className="mt-[var(--qp-rule)]">Best regards,</p>
          <p>Mark</p>
        </div>
      </figure>
    </div>
  );
}

export function PreviewWidget() {
  return (
    <LandingSection
      titleId="preview-title"
      eyebrow="Preview"
      title="Write once. Every note feels one of a kind."
      text="Merge fields fill in each recipient's details, and our robots write the result with a real pen."
    >
      <Island name="merge-preview" component={MergePreview} props={{}} />
    </LandingSection>
  );
}
