/**
 * One seed template from its spec: its artwork files (the front in each palette, the message side) and its
 * manifest entry with the zones the artwork recorded.
 */
import type { TSeedArtTemplate } from '../../src/server/db/seed-art-manifest';
import type { TCardZones, TSideZones } from '../../src/shared/card-zones';
import type { TemplateCategory } from '../../src/shared/template-categories';
import { type BandPlacement, backSide } from './back';
import { BackLayoutRecorder } from './back-layout-recorder';
import { type FrontArt, idScope, type Palette, postcard, slugify } from './svg-kit';
import { ZoneRecorder } from './zones';

/** A template's manifest entry and the SVG files it names (file name → markup). */
export interface SeedArtTemplate {
  entry: TSeedArtTemplate;
  files: Map<string, string>;
}

export interface ContactFlags {
  logo: boolean;
  website: boolean;
  phone: boolean;
  email: boolean;
  address: boolean;
  social: boolean;
}

export interface TemplateSpec {
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
export function buildTemplate(spec: TemplateSpec): SeedArtTemplate {
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
