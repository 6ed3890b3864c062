import { FileSpreadsheet, Mailbox, PenLine, Signature } from 'lucide-react';
import { LandingSection } from './landing-section';

const STEPS = [
  {
    icon: FileSpreadsheet,
    title: 'Upload contacts',
    text: 'Import a CSV from your CRM or spreadsheet. We check every address before a pen touches paper.',
  },
  {
    icon: PenLine,
    title: 'Customize message',
    text: 'Write once and personalize for everyone with fields like first name, company or city.',
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

export function HowItWorks() {
  return (
    <LandingSection
      titleId="how-it-works-title"
      anchor="how-it-works"
      className="border-y border-line bg-white"
      eyebrow="How it works"
      title="From spreadsheet to mailbox in four steps"
      text="No printers, no stamps, no writer's cramp. You set the message, we do the writing."
    >
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
    </LandingSection>
  );
}
