/**
 * The seed catalogue of postcard designs (7 × 5 in, landscape): each template's metadata and its artwork,
 * generated from small SVG builders so colour variants are the same design re-painted with another palette.
 * Run by `npm run seed-art` (generate.ts), never by the server.
 */
import {
  appointmentArt,
  coverageReviewArt,
  grandOpeningArt,
  justListedArt,
  serviceReminderArt,
} from './fronts-business';
import {
  autumnGreetingsArt,
  birthdayArt,
  holidayGreetingsArt,
  thinkingOfYouArt,
  welcomeNeighborArt,
} from './fronts-generic';
import {
  classicThankYouArt,
  donorGratitudeArt,
  newCarThankYouArt,
  referralThankYouArt,
  renewalThankYouArt,
} from './fronts-thank-you';
import { motifs } from './motifs';
import { palettes } from './palettes';
import {
  buildTemplate,
  type ContactFlags,
  type SeedArtTemplate,
  type TemplateSpec,
} from './template-builder';

const on = (names: (keyof ContactFlags)[]): ContactFlags => ({
  logo: names.includes('logo'),
  website: names.includes('website'),
  phone: names.includes('phone'),
  email: names.includes('email'),
  address: names.includes('address'),
  social: names.includes('social'),
});

const specs: TemplateSpec[] = [
  // --- business -------------------------------------------------------------------------------
  {
    name: 'Dealership Service Reminder',
    category: 'business',
    description:
      'A sleek night-drive design that reminds customers their vehicle is due for an oil change, tire rotation or inspection. Ideal for dealership service departments and independent repair shops.',
    tags: ['automotive', 'dealership', 'service', 'reminder'],
    featured: true,
    back: { band: 'top', heading: 'From your service team', motif: motifs.car },
    fields: on(['logo', 'website', 'phone', 'address']),
    maxContactFields: 3,
    palettes: palettes.service,
    art: serviceReminderArt,
  },
  {
    name: 'Just Listed',
    category: 'business',
    description:
      'Announce a new listing to the surrounding neighborhood with a warm illustrated home and bold, clean typography. Leaves room for key property details and your contact information.',
    tags: ['real estate', 'realtor', 'listing', 'farming'],
    featured: true,
    back: { band: 'left', heading: 'A note from your agent', motif: motifs.house },
    fields: on(['logo', 'website', 'phone', 'email', 'social']),
    maxContactFields: 4,
    palettes: palettes.listed,
    art: justListedArt,
  },
  {
    name: 'Annual Coverage Review',
    category: 'business',
    description:
      'Invite policyholders to an annual check-in when life changes: a new home, a new driver or a growing family. A reassuring shield design built for insurance agencies.',
    tags: ['insurance', 'policy', 'review', 'agent'],
    featured: false,
    back: { band: 'bottom', heading: 'From your insurance agent', motif: motifs.shield },
    fields: on(['logo', 'website', 'phone']),
    maxContactFields: 2,
    palettes: palettes.coverage,
    art: coverageReviewArt,
  },
  {
    name: 'Grand Opening',
    category: 'business',
    description:
      'Celebrate a new location or a ribbon cutting with confetti, a sunburst and a banner for the date. Single-sided and made to stand out in the mailbox.',
    tags: ['grand opening', 'event', 'invitation', 'celebration'],
    featured: false,
    back: null,
    fields: on(['logo', 'website', 'phone', 'address', 'social']),
    maxContactFields: 3,
    palettes: palettes.grandOpening,
    art: grandOpeningArt,
  },
  {
    name: 'Appointment Reminder',
    category: 'business',
    description:
      'A friendly, calm reminder for dental practices, clinics, salons and groomers to bring patients and clients back for their next visit.',
    tags: ['appointment', 'dental', 'healthcare', 'reminder'],
    featured: false,
    back: { band: 'top', heading: 'A friendly reminder', motif: motifs.calendar },
    fields: on(['logo', 'website', 'phone', 'email', 'address']),
    maxContactFields: 3,
    palettes: palettes.appointment,
    art: appointmentArt,
  },
  // --- thank-you ------------------------------------------------------------------------------
  {
    name: 'Classic Thank You',
    category: 'thank-you',
    description:
      'Timeless stationery with a double-rule border, botanical corners and an elegant serif script. Works for every industry and every occasion for gratitude.',
    tags: ['thank you', 'classic', 'elegant', 'botanical'],
    featured: true,
    back: { band: 'left', heading: 'A personal note', motif: motifs.sprig },
    fields: on(['website', 'phone', 'email']),
    maxContactFields: 3,
    palettes: palettes.classic,
    art: classicThankYouArt,
  },
  {
    name: 'Policy Renewal Thank You',
    category: 'thank-you',
    description:
      'Thank clients for renewing their policy with a navy-and-gold laurel shield that says trust and stability. Built for insurance agents and financial advisors.',
    tags: ['insurance', 'renewal', 'loyalty', 'thank you'],
    featured: false,
    back: { band: 'top', heading: 'With gratitude', motif: motifs.shield },
    fields: on(['logo', 'website', 'phone', 'email']),
    maxContactFields: 3,
    palettes: palettes.renewal,
    art: renewalThankYouArt,
  },
  {
    name: 'Donor Gratitude',
    category: 'thank-you',
    description:
      'A heart made of many small gifts for nonprofits to thank donors, volunteers and sponsors. Warm, human and perfect for year-end appeals.',
    tags: ['nonprofit', 'donor', 'fundraising', 'gratitude'],
    featured: false,
    back: { band: 'bottom', heading: 'With heartfelt thanks', motif: motifs.heart },
    fields: on(['logo', 'website', 'email', 'address', 'social']),
    maxContactFields: 3,
    palettes: palettes.donor,
    art: donorGratitudeArt,
  },
  {
    name: 'New Car Thank You',
    category: 'thank-you',
    description:
      'Congratulate buyers on their new vehicle with a spotlighted key and a winding road. A memorable follow-up that keeps your dealership top of mind for service and referrals.',
    tags: ['automotive', 'dealership', 'sales', 'thank you'],
    featured: false,
    back: { band: 'left', heading: 'From all of us', motif: motifs.star },
    fields: on(['logo', 'website', 'phone', 'social']),
    maxContactFields: 3,
    palettes: palettes.newCar,
    art: newCarThankYouArt,
  },
  {
    name: 'Referral Thank You',
    category: 'thank-you',
    description:
      'A cheerful paper-plane design to thank clients who sent a friend your way. Great for realtors, agents, contractors and any referral-driven business.',
    tags: ['referral', 'thank you', 'word of mouth', 'modern'],
    featured: false,
    back: { band: 'top', heading: 'Thank you', motif: motifs.plane },
    fields: on(['website', 'phone', 'email']),
    maxContactFields: 3,
    palettes: palettes.referral,
    art: referralThankYouArt,
  },
  // --- generic --------------------------------------------------------------------------------
  {
    name: 'Holiday Greetings',
    category: 'generic',
    description:
      'A glowing winter scene with hanging ornaments, falling snow and a snowy treeline. Send season’s greetings to customers, donors and your sphere of influence.',
    tags: ['holiday', 'seasonal', 'winter', 'greetings'],
    featured: true,
    back: { band: 'bottom', heading: "Season's greetings", motif: motifs.snowflake },
    fields: on(['logo', 'website', 'phone']),
    maxContactFields: 2,
    palettes: palettes.holiday,
    art: holidayGreetingsArt,
  },
  {
    name: 'Welcome Neighbor',
    category: 'generic',
    description:
      'A sunny street of colorful homes to welcome new residents. A favorite for realtors, HOAs, local shops and community organizations.',
    tags: ['welcome', 'neighborhood', 'new homeowner', 'community'],
    featured: false,
    back: { band: 'left', heading: 'Welcome home', motif: motifs.house },
    fields: on(['logo', 'website', 'phone', 'email', 'address', 'social']),
    maxContactFields: 5,
    palettes: palettes.welcome,
    art: welcomeNeighborArt,
  },
  {
    name: 'Happy Birthday',
    category: 'generic',
    description:
      'Balloons, confetti and a bright two-tone headline for customer and client birthdays. Single-sided, with plenty of space for a handwritten message.',
    tags: ['birthday', 'celebration', 'balloons', 'personal'],
    featured: false,
    back: null,
    fields: on(['website', 'phone']),
    maxContactFields: 2,
    palettes: palettes.birthday,
    art: birthdayArt,
  },
  {
    name: 'Thinking of You',
    category: 'generic',
    description:
      'A serene layered mountain range at golden hour for check-ins, condolences and “just because” notes. Quiet, heartfelt and brand-light.',
    tags: ['thinking of you', 'sympathy', 'landscape', 'personal'],
    featured: false,
    back: null,
    fields: on(['phone', 'email']),
    maxContactFields: 3,
    palettes: palettes.thinking,
    art: thinkingOfYouArt,
  },
  {
    name: 'Autumn Greetings',
    category: 'generic',
    description:
      'Drifting maple leaves in rust, amber and gold frame a warm seasonal greeting. A thoughtful autumn touchpoint for clients, donors and neighbors.',
    tags: ['autumn', 'fall', 'seasonal', 'thanksgiving'],
    featured: false,
    back: { band: 'top', heading: 'Happy fall', motif: motifs.leaf },
    fields: on(['website', 'phone', 'social']),
    maxContactFields: 3,
    palettes: palettes.autumn,
    art: autumnGreetingsArt,
  },
];

/** The catalogue in its seeded order. */
export function buildCatalogue(): SeedArtTemplate[] {
  return specs.map(buildTemplate);
}
