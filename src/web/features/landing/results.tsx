import { LandingSection } from './landing-section';

const RESULTS = [
  { value: '80%', label: 'open rate', text: 'Handwritten envelopes and cards get opened, not binned.' },
  { value: '3x', label: 'better conversion', text: 'Than printed mailers and e-mail campaigns.' },
  { value: '71%', label: 'stronger impression', text: 'Recipients remember the sender of a personal note.' },
] as const;

const PROOF = [
  { value: '100+', label: 'customers' },
  { value: '200K', label: 'notes delivered' },
  { value: '4.9/5', label: 'rating' },
  { value: '3-5 days', label: 'estimated delivery' },
] as const;

export function Results() {
  return (
    <LandingSection
      titleId="results-title"
      className="qp-on-dark bg-ink-900"
      onDark
      eyebrow="Results"
      title="Notes people keep, results you can measure"
      text="A handwritten note is the one piece of marketing people open, read and pin to the fridge."
    >
      <dl className="mt-14 grid gap-6 md:grid-cols-3">
        {RESULTS.map((r) => (
          <div key={r.label} className="flex flex-col rounded-2xl bg-white/5 p-7 ring-1 ring-white/10">
            <dt className="order-2 mt-1 text-lg font-semibold text-white">{r.label}</dt>
            <dd className="order-1 text-5xl font-bold tracking-tight text-accent-300">{r.value}</dd>
            <dd className="order-3 mt-2 text-sm leading-6 text-ink-100">{r.text}</dd>
          </div>
        ))}
      </dl>
      <dl className="mt-10 grid grid-cols-2 gap-6 border-t border-white/10 pt-10 sm:grid-cols-4">
        {PROOF.map((p) => (
          <div key={p.label} className="flex flex-col-reverse text-center">
            <dt className="mt-1 text-sm text-ink-100">{p.label}</dt>
            <dd className="text-3xl font-bold tracking-tight text-white">{p.value}</dd>
          </div>
        ))}
      </dl>
    </LandingSection>
  );
}
