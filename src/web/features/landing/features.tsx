import { CalendarClock, Fingerprint, MapPinned, PenTool, Repeat, Upload } from 'lucide-react';
import { DELIVERY_PROMISE } from '../../../shared/delivery-promise-words';
import { LinkButton } from '../../components/ui/button';
import { Island } from '../../islands/island';
import { IconPoint } from './icon-point';
import { LandingSection } from './landing-section';
import { PostcardCarousel } from './postcard-carousel';

const FEATURES = [
  {
    icon: Repeat,
    title: '24/7 automation',
    text: 'Schedule birthdays, renewals and anniversaries once; we send them on time, every time.',
  },
  {
    icon: Fingerprint,
    title: '1:1 personalization',
    text: 'Every note addresses its reader by name, with details from your own contact list.',
  },
  {
    icon: PenTool,
    title: 'Real pen and ink',
    text: 'Robots hold real pens, so every letter has the pressure and flow of handwriting.',
  },
  {
    icon: Upload,
    title: 'CSV or CRM upload',
    text: 'Bring contacts from any spreadsheet or CRM export, 50 to 5,000 notes per send.',
  },
  {
    icon: CalendarClock,
    title: 'You pick the date',
    text: DELIVERY_PROMISE.landing,
  },
  {
    icon: MapPinned,
    title: 'Nationwide delivery',
    text: 'Stamped and mailed to any address in the United States.',
  },
] as const;

export function Features() {
  return (
    <LandingSection
      titleId="features-title"
      eyebrow="Features"
      title="Everything you need to send at scale"
      text="Professional postcard designs, your own message and handwriting styles that look the part."
    >
      <div className="mt-14 grid items-center gap-12 lg:grid-cols-2">
        <div>
          <ul className="grid gap-x-8 gap-y-8 sm:grid-cols-2">
            {FEATURES.map((f) => (
              <IconPoint key={f.title} {...f} tileClassName="size-10 rounded-lg bg-ink-800" />
            ))}
          </ul>
          <LinkButton to="/design-library" variant="outline" className="mt-10">
            Browse all designs
          </LinkButton>
        </div>
        <Island name="postcard-carousel" component={PostcardCarousel} props={{}} />
      </div>
    </LandingSection>
  );
}
