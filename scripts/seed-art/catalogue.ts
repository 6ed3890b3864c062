/**
 * The seed catalogue of postcard designs (7 × 5 in, landscape): each template's metadata and its artwork,
 * generated from small SVG builders so colour variants are the same design re-painted with another palette.
 * Run by `npm run seed-art` (generate.ts), never by the server.
 */

import type { TSeedArtTemplate } from '../../src/server/db/seed-art-manifest';
import type { TCardZones, TSideZones } from '../../src/shared/card-zones';
import type { TemplateCategory } from '../../src/shared/template-categories';
import { type BandPlacement, backSide } from './back';
import { BackLayoutRecorder } from './back-layout-recorder';
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
import {
  calendar,
  car,
  heart,
  house,
  leaf,
  paperPlane,
  SHIELD_PATH,
  snowflake,
  sprig,
  star,
} from './illustrations';
import { type FrontArt, group, idScope, type Palette, postcard, slugify, tint } from './svg-kit';
import { ZoneRecorder } from './zones';

/** A template's manifest entry and the SVG files it names (file name → markup). */
export interface SeedArtTemplate {
  entry: TSeedArtTemplate;
  files: Map<string, string>;
}

interface ContactFlags {
  logo: boolean;
  website: boolean;
  phone: boolean;
  email: boolean;
  address: boolean;
  social: boolean;
}

interface TemplateSpec {
  name: string;
  category: TemplateCategory;
  description: string;
  tags: string[];
  featured: boolean;
  /** Message side; null for single-sided cards. */
  back: MessageSide | null;
  fields: ContactFlags;
  maxContactFields: number;
  /** First palette = the template's own colours; more than one palette → colour variants. */
  palettes: readonly [Palette, ...Palette[]];
  art: FrontArt;
}

interface MessageSide {
  /** Where the brand band sits. */
  band: BandPlacement;
  /** Small heading next to the motif. */
  heading: string;
  /** Small mark drawn in a 36 × 36 box. */
  motif: (p: Palette) => string;
}

/**
 * One SVG per visible design: the front in each palette (the first palette's file is also the template's
 * own preview) and the message side. Each is drawn as its own image, so ids need no page-wide scoping
 * beyond the file; they keep a per-design prefix so the files can still be inlined side by side.
 */
function buildTemplate(spec: TemplateSpec): SeedArtTemplate {
  const slug = slugify(spec.name);
  const [main] = spec.palettes;
  const files = new Map<string, string>();
  const zonesByPalette = new Map<string, TSideZones>();
  const front = (p: Palette, scope: string, title: string) => {
    const zones = new ZoneRecorder(spec.maxContactFields);
    const svg = postcard(
      title,
      spec.art({ p, id: idScope(`qp-${slug}__${scope}`), logo: spec.fields.logo, zones }),
    );
    zonesByPalette.set(p.name, zones.toJSON());
    return svg;
  };

  // The message side in a palette's colours (every palette draws the same geometry): its zones by palette.
  const backZonesByPalette = new Map<string, TSideZones>();
  const backLayout = new BackLayoutRecorder();
  const back = (p: Palette, file: string, title: string): string | undefined => {
    if (!spec.back) return undefined;
    const zones = new ZoneRecorder(spec.maxContactFields);
    const layout = p === main ? backLayout : new BackLayoutRecorder();
    files.set(
      file,
      postcard(
        title,
        backSide(
          idScope(`qp-${slug}__b${p === main ? '' : `-${slugify(p.name)}`}`),
          {
            band: p.primary,
            accent: p.accent,
            paper: p.paper,
            placement: spec.back.band,
            motif: spec.back.motif(p),
            heading: spec.back.heading,
            logo: spec.fields.logo,
            returnAddress: spec.fields.address,
          },
          zones,
          layout,
        ),
      ),
    );
    backZonesByPalette.set(p.name, zones.toJSON());
    return file;
  };
  const backPreview = back(main, `${slug}-back.svg`, `${spec.name} postcard back`) ?? null;

  const hasVariants = spec.palettes.length > 1;
  const colorVariants = hasVariants
    ? spec.palettes.map((p) => {
        const variant = slugify(p.name);
        const file = `${slug}-${variant}.svg`;
        files.set(file, front(p, `v-${variant}`, `${spec.name} postcard front, ${p.name}`));
        // The back follows the variant: its band, motif and ink in the variant's palette.
        const variantBack =
          p === main
            ? backPreview
            : back(p, `${slug}-back-${variant}.svg`, `${spec.name} postcard back, ${p.name}`);
        return {
          name: p.name,
          color: p.primary,
          preview: file,
          ...(variantBack ? { backPreview: variantBack } : {}),
        };
      })
    : [];
  const preview = colorVariants[0]?.preview ?? `${slug}.svg`;
  if (!hasVariants) files.set(preview, front(main, 'f', `${spec.name} postcard front`));

  const entry: TSeedArtTemplate = {
    name: spec.name,
    category: spec.category,
    description: spec.description,
    tags: spec.tags,
    featured: spec.featured,
    twoSided: spec.back !== null,
    logoEnabled: spec.fields.logo,
    websiteEnabled: spec.fields.website,
    emailEnabled: spec.fields.email,
    phoneEnabled: spec.fields.phone,
    addressEnabled: spec.fields.address,
    socialMediaEnabled: spec.fields.social,
    maxContactFields: spec.maxContactFields,
    zones: cardZones(spec, zonesByPalette, backZonesByPalette),
    backLayout: spec.back ? backLayout.toJSON() : null,
    preview,
    backPreview,
    colorVariants,
  };
  return { entry, files };
}

/**
 * The template's zones: the front's as drawn in its own palette, plus the colours each other variant prints
 * its details in, front and back; the message side's return-address corner (one geometry for every variant).
 */
function cardZones(
  spec: TemplateSpec,
  byPalette: ReadonlyMap<string, TSideZones>,
  backByPalette: ReadonlyMap<string, TSideZones>,
): TCardZones | null {
  const found = byPalette.get(spec.palettes[0].name);
  const main = found && (found.logo || found.contact) ? found : null;
  const back = backByPalette.get(spec.palettes[0].name) ?? null;
  if (!main && !back) return null;
  const variantColors: NonNullable<TCardZones['variantColors']> = {};
  if (spec.palettes.length > 1) {
    for (const [name, zones] of byPalette) {
      const logo = zones.logo?.color ?? main?.logo?.color;
      const contact = zones.contact?.color ?? main?.contact?.color;
      const own = backByPalette.get(name);
      const backColors =
        own?.contact && back?.contact
          ? { logo: own.logo?.color ?? own.contact.color, contact: own.contact.color }
          : undefined;
      if (logo && contact)
        variantColors[name] = { logo, contact, ...(backColors ? { back: backColors } : {}) };
    }
  }
  return {
    front: main,
    back,
    ...(Object.keys(variantColors).length > 0 ? { variantColors } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Message-side motifs (36 × 36)
// ---------------------------------------------------------------------------------------------

const motifs = {
  car: (p: Palette) => group('translate(0 10) scale(0.112)', car(p.primary, tint(p.primary, 0.6))),
  house: (p: Palette) =>
    group(
      'translate(2 0) scale(0.145)',
      house({
        wall: tint(p.primary, 0.85),
        roof: p.primary,
        trim: '#ffffff',
        door: p.accent,
        glass: tint(p.primary, 0.6),
      }),
    ),
  shield: (p: Palette) =>
    group(
      'translate(3 0) scale(0.25)',
      `<path d="${SHIELD_PATH}" fill="${p.primary}"/><path d="M36 70 L54 88 L86 52" stroke="#fff" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    ),
  calendar: (p: Palette) =>
    group('translate(0 1) scale(0.17)', calendar(p.primary, '#ffffff', p.primary, p.accent, '')),
  // The sprig's leaves spread wide: scaled to keep inside the 36 × 36 box (the heading sits beside it).
  sprig: (p: Palette) =>
    group(
      'translate(6.6 14.7) scale(0.58)',
      group('translate(2 32) rotate(-50)', sprig(p.primary, p.secondary, 40, 4)),
    ),
  heart: (p: Palette) => group('translate(0 3) scale(0.36)', heart(p.primary)),
  star: (p: Palette) => star(18, 18, 16, 7, p.accent),
  plane: (p: Palette) => group('translate(0 6) scale(0.22)', paperPlane(tint(p.accent, 0.5), p.accent)),
  snowflake: (p: Palette) => group('translate(18 18)', snowflake(16, p.primary, 2)),
  leaf: (p: Palette) =>
    group('translate(4 30) rotate(-45) scale(0.85)', leaf(p.secondary, tint(p.secondary, 0.4))),
} satisfies Record<string, (p: Palette) => string>;

// ---------------------------------------------------------------------------------------------
// Palettes
// ---------------------------------------------------------------------------------------------

const GOLD = '#b08d57';

const palettes = {
  service: [
    { name: 'Navy', primary: '#16284a', secondary: '#2f5d9a', accent: '#f0b429', paper: '#f4f6fa' },
    { name: 'Racing Red', primary: '#7d1520', secondary: '#c0392b', accent: '#f6c453', paper: '#faf4f2' },
    { name: 'Graphite', primary: '#24282f', secondary: '#56606e', accent: '#3fc1d4', paper: '#f3f5f7' },
  ],
  listed: [
    { name: 'Slate', primary: '#2e3f55', secondary: '#8fb3d9', accent: '#d98b3a', paper: '#f7f4ee' },
    { name: 'Sage', primary: '#35513f', secondary: '#9fc7a8', accent: '#d9a441', paper: '#f6f5ee' },
    { name: 'Terracotta', primary: '#8a3f2b', secondary: '#e9b99a', accent: '#2f6f7e', paper: '#fbf5ef' },
  ],
  coverage: [
    { name: 'Harbor', primary: '#0f4c5c', secondary: '#5fa8a0', accent: '#e36414', paper: '#f6f2ea' },
  ],
  grandOpening: [
    { name: 'Midnight Gold', primary: '#1b1f3b', secondary: '#333b73', accent: '#e8b64c', paper: '#fff8e7' },
    { name: 'Emerald', primary: '#0b3a2c', secondary: '#1d6f55', accent: '#f0c75e', paper: '#f5fbf7' },
    { name: 'Berry', primary: '#45113c', secondary: '#7d2a6b', accent: '#ffcf70', paper: '#fcf4f8' },
  ],
  appointment: [
    { name: 'Sky', primary: '#2a6f97', secondary: '#a9d6e5', accent: '#ef7f7d', paper: '#f3f9fa' },
  ],
  classic: [
    { name: 'Navy', primary: '#1f3a5f', secondary: '#7b9bbd', accent: GOLD, paper: '#fbf8f1' },
    { name: 'Forest', primary: '#2f5d3a', secondary: '#8fb58f', accent: GOLD, paper: '#fbf8f1' },
    { name: 'Burgundy', primary: '#7a2334', secondary: '#c98a95', accent: GOLD, paper: '#fcf7f3' },
    { name: 'Charcoal', primary: '#33363b', secondary: '#9aa0a8', accent: GOLD, paper: '#f9f8f5' },
  ],
  renewal: [
    { name: 'Navy & Gold', primary: '#1d3557', secondary: '#457b9d', accent: '#c9a227', paper: '#f8f6f0' },
  ],
  donor: [
    { name: 'Rose', primary: '#b23a48', secondary: '#f2a3ad', accent: '#f2c57c', paper: '#fff4f1' },
    { name: 'Plum', primary: '#5b2a6e', secondary: '#c4a0d6', accent: '#f0cf8c', paper: '#faf4fb' },
    { name: 'Teal', primary: '#17665f', secondary: '#93cfc2', accent: '#f2c06b', paper: '#f1f9f7' },
  ],
  newCar: [
    { name: 'Midnight', primary: '#14213d', secondary: '#2b4a7e', accent: '#fca311', paper: '#f5f5f2' },
  ],
  referral: [
    { name: 'Terracotta', primary: '#3d405b', secondary: '#81b29a', accent: '#e07a5f', paper: '#f4f1de' },
  ],
  holiday: [
    { name: 'Evergreen', primary: '#10382a', secondary: '#1f5c40', accent: '#d9ae4a', paper: '#fbf7ee' },
    { name: 'Midnight', primary: '#121c36', secondary: '#27406b', accent: '#e5c07b', paper: '#f6f4ef' },
    { name: 'Cranberry', primary: '#6e1423', secondary: '#9b2335', accent: '#f1d48a', paper: '#fbf3ef' },
  ],
  welcome: [
    { name: 'Meadow', primary: '#2d6a4f', secondary: '#95d5b2', accent: '#f4a261', paper: '#fefae0' },
  ],
  birthday: [
    { name: 'Violet', primary: '#6c4ab6', secondary: '#8d72e1', accent: '#ffb84c', paper: '#fff9f0' },
  ],
  thinking: [
    { name: 'Dusk', primary: '#35305e', secondary: '#ee9f7f', accent: '#ffd89b', paper: '#fdf1e6' },
    { name: 'Alpine', primary: '#173f52', secondary: '#8fc1d4', accent: '#fff1c1', paper: '#eef6f8' },
    { name: 'Desert', primary: '#6b2f26', secondary: '#eba56c', accent: '#ffe2a3', paper: '#fbf0e4' },
  ],
  autumn: [
    { name: 'Harvest', primary: '#9c4a1a', secondary: '#d9822b', accent: '#e9b949', paper: '#fbf3e4' },
  ],
} satisfies Record<string, readonly [Palette, ...Palette[]]>;

// ---------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------

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
