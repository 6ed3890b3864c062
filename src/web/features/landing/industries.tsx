import { Car, HeartHandshake, House, ShieldCheck } from 'lucide-react';
import { LandingSection } from './landing-section';

const INDUSTRIES = [
  {
    icon: Car,
    title: 'Automotive dealerships',
    text: 'Service reminders, new-car thank-yous and lease-end offers that bring drivers back to your lot.',
  },
  {
    icon: ShieldCheck,
    title: 'Insurance agents',
    text: 'Renewal thank-yous, annual reviews and birthday notes that keep policyholders loyal.',
  },
  {
    icon: HeartHandshake,
    title: 'Nonprofits',
    text: 'Donor thank-yous and year-end appeals that feel personal, at the scale of your whole list.',
  },
  {
    icon: House,
    title: 'Real estate',
    text: 'Just-listed, just-sold and home-anniversary notes that turn past clients into referrals.',
  },
] as const;

export function Industries() {
  return (
    <LandingSection
      titleId="industries-title"
      className="border-y border-line bg-white"
      eyebrow="Industries"
      title="Built for relationship businesses"
      text="Teams that win on trust use handwritten notes to stay remembered between transactions."
    >
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {INDUSTRIES.map((item) => (
          <li key={item.title} className="rounded-2xl border border-line bg-paper p-6">
            <span className="flex size-12 items-center justify-center rounded-xl bg-accent-100 text-accent-800">
              <item.icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-ink-950">{item.title}</h3>
            <p className="mt-2 text-sm leading-6 text-muted">{item.text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
