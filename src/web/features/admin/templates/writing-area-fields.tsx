import type { TWritingArea } from '../../../../shared/back-layout';
import type { Rect } from '../../../../shared/stationery';
import { SwitchField } from '../../../components/ui/switch';
import { MmNumberField } from './mm-fields';

const NEW_RULING = { firstBaselineMm: 8, pitchMm: 8.5 };

/** One writing area of the back: its box in mm, and its printed rules when it has them. */
export function AreaFields({
  title,
  area,
  invalid,
  onChange,
}: {
  title: string;
  area: TWritingArea;
  invalid?: boolean;
  onChange: (area: TWritingArea) => void;
}) {
  return (
    <section aria-label={title} className="grid content-start gap-2 rounded-lg border border-line p-3">
      <h4 className="text-sm font-semibold text-ink-950">{title}</h4>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <RectFields
          name={title}
          rect={area.rect}
          invalid={invalid}
          onChange={(rect) => onChange({ ...area, rect })}
        />
      </div>
      <SwitchField
        label="Ruled"
        srContext={title}
        description="The pen writes on the printed rules."
        checked={area.ruling !== null}
        onCheckedChange={(on) => onChange({ ...area, ruling: on ? { ...NEW_RULING } : null })}
      />
      {area.ruling ? (
        <div className="grid grid-cols-2 gap-2">
          <MmNumberField
            step={0.1}
            label={`${title}: first rule (mm below its top)`}
            value={area.ruling.firstBaselineMm}
            invalid={invalid}
            onChange={(n) => onChange({ ...area, ruling: { ...area.ruling!, firstBaselineMm: n } })}
          />
          <MmNumberField
            step={0.1}
            label={`${title}: rule pitch (mm)`}
            value={area.ruling.pitchMm}
            invalid={invalid}
            onChange={(n) => onChange({ ...area, ruling: { ...area.ruling!, pitchMm: n } })}
          />
        </div>
      ) : null}
    </section>
  );
}

export function RectFields({
  name,
  rect,
  invalid,
  onChange,
}: {
  name: string;
  rect: Rect;
  invalid?: boolean;
  onChange: (rect: Rect) => void;
}) {
  return (
    <>
      {(['x', 'y', 'width', 'height'] as const).map((key) => (
        <MmNumberField
          step={0.1}
          key={key}
          label={`${name} ${key} (mm)`}
          short={`${key} mm`}
          value={rect[key]}
          invalid={invalid}
          onChange={(n) => onChange({ ...rect, [key]: n })}
        />
      ))}
    </>
  );
}
