import { useEffect, useState } from 'react';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  type TCardZones,
  type TContactZone,
  type TLogoZone,
  type TSideZones,
} from '../../../../shared/card-zones';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { SwitchField } from '../../../components/ui/switch';
import { MmNumberField, SmallField } from './mm-fields';

type Side = 'front' | 'back';

/** Where a zone starts when staff switch it on: the bottom band, clear of the edges. */
const NEW_LOGO: TLogoZone = { x: 40, y: 380, width: 120, height: 80, color: '#1f2937' };
const NEW_CONTACT: TContactZone = {
  x: 380,
  y: 410,
  width: 280,
  lineHeight: 20,
  maxLines: 3,
  align: 'end',
  color: '#1f2937',
  fontSize: 14,
  fontFamily: 'sans',
  layout: 'stack',
};

const ALIGN_OPTIONS = [
  { value: 'start', label: 'Left' },
  { value: 'middle', label: 'Centre' },
  { value: 'end', label: 'Right' },
];
const LAYOUT_OPTIONS = [
  { value: 'stack', label: 'Stacked' },
  { value: 'inline', label: 'One line' },
];
const FONT_OPTIONS = [
  { value: 'sans', label: 'Sans' },
  { value: 'serif', label: 'Serif' },
];

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
  const setLogo = (next: TLogoZone | null) => onChange({ logo: next, contact });
  const setContact = (next: TContactZone | null) => onChange({ logo, contact: next });
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
        <SwitchField
          label="Logo zone"
          srContext={title}
          checked={logo !== null}
          onCheckedChange={(on) => setLogo(on ? NEW_LOGO : null)}
        />
        {logo ? (
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {(['x', 'y', 'width', 'height'] as const).map((key) => (
              <MmNumberField
                key={key}
                label={`Logo ${key}`}
                value={logo[key]}
                invalid={invalid}
                onChange={(n) => setLogo({ ...logo, [key]: n })}
              />
            ))}
            <ColorField
              label="Logo colour"
              value={logo.color}
              onChange={(color) => setLogo({ ...logo, color })}
            />
          </div>
        ) : null}
        <SwitchField
          label="Contact block"
          srContext={title}
          checked={contact !== null}
          onCheckedChange={(on) => setContact(on ? NEW_CONTACT : null)}
        />
        {contact ? (
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {(
              [
                ['x', 'Contact x'],
                ['y', 'First baseline y'],
                ['width', 'Contact width'],
                ['fontSize', 'Font size'],
                ['lineHeight', 'Line height'],
                ['maxLines', 'Max lines'],
              ] as const
            ).map(([key, label]) => (
              <MmNumberField
                key={key}
                label={label}
                value={contact[key]}
                invalid={invalid}
                onChange={(n) => setContact({ ...contact, [key]: n })}
              />
            ))}
            {(
              [
                ['align', 'Align', ALIGN_OPTIONS],
                ['layout', 'Layout', LAYOUT_OPTIONS],
                ['fontFamily', 'Font', FONT_OPTIONS],
              ] as const
            ).map(([key, label, options]) => (
              <SelectField
                key={key}
                label={label}
                value={contact[key]}
                options={options}
                // The options are the zone schema's own values, so the choice is one of them.
                onChange={(choice) => setContact({ ...contact, [key]: choice })}
              />
            ))}
            <ColorField
              label="Text colour"
              value={contact.color}
              onChange={(color) => setContact({ ...contact, color })}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** A small label above its control, tied to it by id. */
function ColorField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <SmallField label={label}>
      {(control) => (
        <Input
          {...control}
          type="color"
          className="h-9 p-1"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </SmallField>
  );
}

function SelectField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (v: string) => void;
}) {
  return (
    <SmallField label={label}>
      {(control) => (
        <Select {...control} size="sm" value={value} onValueChange={onChange} options={options} />
      )}
    </SmallField>
  );
}

/** The side's artwork with its zones outlined: the logo box, and the contact block's lines. */
function ZonePreview({
  artwork,
  logo,
  contact,
  label,
}: {
  artwork: string | File | null;
  logo: TLogoZone | null;
  contact: TContactZone | null;
  label: string;
}) {
  const href = useArtworkUrl(artwork);
  const lines = contact ? (contact.layout === 'inline' ? 1 : contact.maxLines) : 0;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${CARD_WIDTH} ${CARD_HEIGHT}`}
      className="w-full rounded border border-line bg-sand"
    >
      {href ? (
        <image href={href} width={CARD_WIDTH} height={CARD_HEIGHT} preserveAspectRatio="xMidYMid slice" />
      ) : null}
      {logo ? (
        <rect
          data-zone="logo"
          x={logo.x}
          y={logo.y}
          width={logo.width}
          height={logo.height}
          fill="#2563eb33"
          stroke="#2563eb"
          strokeWidth={3}
          strokeDasharray="8 5"
        />
      ) : null}
      {contact
        ? Array.from({ length: lines }, (_, i) => (
            <rect
              key={i}
              data-zone="contact"
              x={contact.x}
              y={contact.y + i * contact.lineHeight - contact.fontSize}
              width={contact.width}
              height={contact.fontSize * 1.2}
              fill="#db277733"
              stroke="#db2777"
              strokeWidth={2}
            />
          ))
        : null}
    </svg>
  );
}

/** A URL for the artwork: as given, or an object URL for a chosen file (revoked when it changes). */
export function useArtworkUrl(artwork: string | File | null): string | null {
  const [url, setUrl] = useState<string | null>(typeof artwork === 'string' ? artwork : null);
  useEffect(() => {
    if (!(artwork instanceof File)) {
      setUrl(artwork);
      return;
    }
    const made = URL.createObjectURL(artwork);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [artwork]);
  return url;
}
