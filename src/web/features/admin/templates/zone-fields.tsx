import type { TCardZones, TSideZones } from '../../../../shared/card-zones';
import { ContactZoneFields } from './contact-zone-fields';
import { LogoZoneFields } from './logo-zone-fields';
import { ZonePreview } from './zone-preview';

type Side = 'front' | 'back';

export interface ZoneFieldsProps {
  value: TCardZones | null;
  onChange: (zones: TCardZones | null) => void;
  /** The artwork each side is drawn over (a URL, or a file chosen in the form). */
  artwork: Record<Side, string | File | null>;
  invalid?: boolean;
}

/**
 * Where the customer's logo and contact details print on each side, in the artwork's 700 × 500 units
 * (x from the left edge, y from the top), drawn over the artwork as the numbers change.
 */
export function ZoneFields({ value, onChange, artwork, invalid }: ZoneFieldsProps) {
  const setSide = (side: Side, zones: TSideZones | null) => {
    const next: TCardZones = { ...(value ?? { front: null, back: null }), [side]: zones };
    onChange(next.front || next.back ? next : null);
  };
  return (
    <div className="grid gap-4">
      {(['front', 'back'] as const).map((side) => (
        <SideZones
          key={side}
          side={side}
          zones={value?.[side] ?? null}
          artwork={artwork[side]}
          invalid={invalid}
          onChange={(zones) => setSide(side, zones.logo || zones.contact ? zones : null)}
        />
      ))}
    </div>
  );
}

/** One side: its artwork with the zones drawn over it, beside the logo's and the contact block's fields. */
function SideZones({
  side,
  zones,
  artwork,
  invalid,
  onChange,
}: {
  side: Side;
  zones: TSideZones | null;
  artwork: string | File | null;
  invalid?: boolean;
  onChange: (zones: TSideZones) => void;
}) {
  const logo = zones?.logo ?? null;
  const contact = zones?.contact ?? null;
  const title = side === 'front' ? 'Front' : 'Back';
  return (
    <section aria-label={`${title} zones`} className="grid gap-3 rounded-lg border border-line p-3">
      <div className="grid max-w-xs content-start gap-2">
        <h3 className="text-sm font-semibold text-ink-950">{title}</h3>
        <ZonePreview
          artwork={artwork}
          logo={logo}
          contact={contact}
          label={`${title} zones over the artwork`}
        />
      </div>
      <div className="grid min-w-0 content-start gap-3">
        <LogoZoneFields
          side={title}
          logo={logo}
          invalid={invalid}
          onChange={(next) => onChange({ logo: next, contact })}
        />
        <ContactZoneFields
          side={title}
          contact={contact}
          invalid={invalid}
          onChange={(next) => onChange({ logo, contact: next })}
        />
      </div>
    </section>
  );
}
