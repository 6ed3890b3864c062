import type { TLogoZone } from '../../../../shared/card-zones';
import { SwitchField } from '../../../components/ui/switch';
import { MmNumberField } from './mm-fields';
import { ColorField } from './small-choice-fields';

/** Where the logo starts when staff switch it on: the bottom left, clear of the edges. */
const NEW_LOGO: TLogoZone = { x: 40, y: 380, width: 120, height: 80, color: '#1f2937' };

/** A side's logo zone: a switch, and once on, its box and colour. */
export function LogoZoneFields({
  side,
  logo,
  invalid,
  onChange,
}: {
  /** "Front" or "Back", read with the switch. */
  side: string;
  logo: TLogoZone | null;
  invalid?: boolean;
  onChange: (logo: TLogoZone | null) => void;
}) {
  return (
    <>
      <SwitchField
        label="Logo zone"
        srContext={side}
        checked={logo !== null}
        onCheckedChange={(on) => onChange(on ? NEW_LOGO : null)}
      />
      {logo ? (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {(['x', 'y', 'width', 'height'] as const).map((key) => (
            <MmNumberField
              key={key}
              label={`Logo ${key}`}
              value={logo[key]}
              invalid={invalid}
              onChange={(n) => onChange({ ...logo, [key]: n })}
            />
          ))}
          <ColorField
            label="Logo colour"
            value={logo.color}
            onChange={(color) => onChange({ ...logo, color })}
          />
        </div>
      ) : null}
    </>
  );
}
