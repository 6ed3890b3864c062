import type { TContactZone } from '../../../../shared/card-zones';
import { SwitchField } from '../../../components/ui/switch';
import { MmNumberField } from './mm-fields';
import { ColorField, SmallSelectField } from './small-choice-fields';

/** Where the contact block starts when staff switch it on: the bottom right, clear of the edges. */
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

const MEASURES = [
  ['x', 'Contact x'],
  ['y', 'First baseline y'],
  ['width', 'Contact width'],
  ['fontSize', 'Font size'],
  ['lineHeight', 'Line height'],
  ['maxLines', 'Max lines'],
] as const;

// The options are the zone schema's own values, so a choice is always one of them.
const CHOICES = [
  [
    'align',
    'Align',
    [
      { value: 'start', label: 'Left' },
      { value: 'middle', label: 'Centre' },
      { value: 'end', label: 'Right' },
    ],
  ],
  [
    'layout',
    'Layout',
    [
      { value: 'stack', label: 'Stacked' },
      { value: 'inline', label: 'One line' },
    ],
  ],
  [
    'fontFamily',
    'Font',
    [
      { value: 'sans', label: 'Sans' },
      { value: 'serif', label: 'Serif' },
    ],
  ],
] as const;

/** A side's contact block: a switch, and once on, its position, lines, type and colour. */
export function ContactZoneFields({
  side,
  contact,
  invalid,
  onChange,
}: {
  /** "Front" or "Back", read with the switch. */
  side: string;
  contact: TContactZone | null;
  invalid?: boolean;
  onChange: (contact: TContactZone | null) => void;
}) {
  return (
    <>
      <SwitchField
        label="Contact block"
        srContext={side}
        checked={contact !== null}
        onCheckedChange={(on) => onChange(on ? NEW_CONTACT : null)}
      />
      {contact ? (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {MEASURES.map(([key, label]) => (
            <MmNumberField
              key={key}
              label={label}
              value={contact[key]}
              invalid={invalid}
              onChange={(n) => onChange({ ...contact, [key]: n })}
            />
          ))}
          {CHOICES.map(([key, label, options]) => (
            <SmallSelectField
              key={key}
              label={label}
              value={contact[key]}
              options={options}
              onChange={(choice) => onChange({ ...contact, [key]: choice })}
            />
          ))}
          <ColorField
            label="Text colour"
            value={contact.color}
            onChange={(color) => onChange({ ...contact, color })}
          />
        </div>
      ) : null}
    </>
  );
}
