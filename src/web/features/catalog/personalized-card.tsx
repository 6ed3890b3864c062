import { CARD_HEIGHT, CARD_WIDTH, type TLogoZone, zonesFor } from '../../../shared/card-zones';
import type { TDesignTemplate } from '../../../shared/catalog';
import { CONTACT_FIELD_TYPES } from '../../../shared/contact-fields';
import { LETTER_SPACING } from '../../../shared/detail-text-width';
import { type CardDetails, placeCardDetails } from '../../../shared/place-card-details';
import { CONTACT_FIELD_PLACEHOLDERS } from './contact-field-labels';
import { TemplateImage, type TemplateImageProps } from './template-image';

const FONTS = {
  sans: "'Helvetica Neue',Helvetica,Arial,sans-serif",
  serif: "Georgia,'Times New Roman',serif",
} as const;

/** The details a showcase view (design library, template picker) prints: a sample of every field. */
const SAMPLE_DETAILS: CardDetails = {
  contactInfo: CONTACT_FIELD_TYPES.map((type) => ({ type, value: CONTACT_FIELD_PLACEHOLDERS[type] })),
};

export interface PersonalizedCardProps extends Omit<TemplateImageProps, 'className'> {
  template: TDesignTemplate;
  side: 'front' | 'back';
  /** The chosen colour variant's name (its details may print in other colours). */
  variant?: string | null;
  /** The customer's logo and contact details, or 'sample' for showcase views. */
  details: CardDetails | 'sample';
}

/**
 * A template side with the details printed into its zones: the artwork as an image and an SVG overlay in
 * the artwork's own 700 × 500 coordinates, so the details sit where the print puts them at any size.
 */
export function PersonalizedCard({ template, side, variant, details, ...image }: PersonalizedCardProps) {
  const zones = zonesFor(template.zones, side, variant);
  const sample = details === 'sample';
  const placed = placeCardDetails(zones, template, sample ? SAMPLE_DETAILS : details);
  const badge = sample && template.logoEnabled ? zones?.logo : null;
  const empty = !placed.logo && placed.lines.length === 0 && !badge;
  return (
    <div className="relative size-full">
      <TemplateImage {...image} />
      {empty ? null : (
        // The details are listed in words beside every view; the overlay only draws them.
        <svg
          aria-hidden="true"
          data-testid="card-details"
          viewBox={`0 0 ${CARD_WIDTH} ${CARD_HEIGHT}`}
          preserveAspectRatio="xMidYMid slice"
          className="pointer-events-none absolute inset-0 size-full"
        >
          {badge ? <SampleLogo zone={badge} /> : null}
          {placed.logo ? (
            <image
              href={placed.logo.href}
              x={placed.logo.x}
              y={placed.logo.y}
              width={placed.logo.width}
              height={placed.logo.height}
              preserveAspectRatio="xMidYMid meet"
            />
          ) : null}
          {placed.lines.map((line) => (
            <text
              key={`${line.y}-${line.text}`}
              x={line.x}
              y={line.y}
              textAnchor={line.anchor}
              fontFamily={FONTS[line.fontFamily]}
              fontSize={line.fontSize}
              letterSpacing={LETTER_SPACING}
              fill={line.color}
            >
              {line.text}
            </text>
          ))}
        </svg>
      )}
    </div>
  );
}

/** Where a logo goes, as the library shows it: a dashed circle reading "YOUR LOGO". */
function SampleLogo({ zone }: { zone: TLogoZone }) {
  const r = Math.min(zone.width, zone.height) / 2;
  const cx = zone.x + zone.width / 2;
  const cy = zone.y + zone.height / 2;
  const word = { textAnchor: 'middle', fontFamily: FONTS.sans, fontSize: r * 0.3, fontWeight: 700 } as const;
  return (
    <g fill={zone.color}>
      <circle cx={cx} cy={cy} r={r} fill="none" stroke={zone.color} strokeWidth={1.5} strokeDasharray="4 3" />
      <text x={cx} y={cy - 1} letterSpacing={1.5} {...word}>
        YOUR
      </text>
      <text x={cx} y={cy + r * 0.32} letterSpacing={1.5} {...word}>
        LOGO
      </text>
    </g>
  );
}
