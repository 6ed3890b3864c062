import { Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import {
  backLayoutProblems,
  DEFAULT_BACK_LAYOUT,
  PRINTED_ELEMENT_KINDS,
  PRINTED_ELEMENT_LABELS,
  type TBackLayout,
  type TPrintedElement,
  type TWritingArea,
  type WritingAreaName,
} from '../../../../shared/back-layout';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { SwitchField } from '../../../components/ui/switch';
import { BackPreview, finite } from './back-preview';
import { SmallField } from './mm-fields';
import { AreaFields, RectFields } from './writing-area-fields';

const KIND_OPTIONS = PRINTED_ELEMENT_KINDS.map((kind) => ({
  value: kind,
  label: PRINTED_ELEMENT_LABELS[kind],
}));
/** Where a new printed element starts: a small box in the top-left corner, for staff to move. */
const NEW_ELEMENT: TPrintedElement = { kind: 'header', rect: { x: 10, y: 10, width: 40, height: 10 } };

export interface BackLayoutFieldsProps {
  value: TBackLayout | null;
  onChange: (layout: TBackLayout | null) => void;
  /** The back artwork the layout is drawn over (a URL, or a file chosen in the form). */
  artwork: string | File | null;
  invalid?: boolean;
}

/**
 * Where the back prints (header, logo, contact details, rules, stamp box, return address, footer, band,
 * divider) and where the pen writes (message and address areas, their rules), in mm on the 177.8 × 127 mm
 * back, with the back drawn as it will be written: the artwork, these boxes, and a sample note by the one
 * renderer. What breaks the layout rules is listed as it is typed; the server refuses the same.
 */
export function BackLayoutFields({ value, onChange, artwork, invalid }: BackLayoutFieldsProps) {
  const problems = useMemo(() => (value && finite(value) ? backLayoutProblems(value) : []), [value]);
  const setArea = (name: WritingAreaName, area: TWritingArea) =>
    value && onChange({ ...value, [name]: area });
  const setElement = (i: number, element: TPrintedElement) =>
    value && onChange({ ...value, printed: value.printed.map((e, k) => (k === i ? element : e)) });
  return (
    <div className="grid gap-3">
      <SwitchField
        label="Lay out the back"
        description="Off: the pen writes in the standard areas (as on an uploaded back)."
        checked={value !== null}
        onCheckedChange={(on) => onChange(on ? structuredClone(DEFAULT_BACK_LAYOUT) : null)}
      />
      {value ? (
        <>
          <BackPreview layout={value} artwork={artwork} />
          {problems.length > 0 ? (
            <ul
              aria-label="Layout problems"
              className="grid list-disc gap-1 rounded-md bg-red-50 py-2 pr-3 pl-7 text-xs text-red-800"
            >
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          ) : (
            <p role="status" className="text-xs text-muted">
              The pen writes only inside the two areas, 1.5 mm or more from everything printed except the
              rules it writes on; the address lies in the USPS OCR read area.
            </p>
          )}
          <div className="grid gap-3 sm:grid-cols-2">
            <AreaFields
              title="Message area"
              area={value.message}
              invalid={invalid}
              onChange={(a) => setArea('message', a)}
            />
            <AreaFields
              title="Address area"
              area={value.address}
              invalid={invalid}
              onChange={(a) => setArea('address', a)}
            />
          </div>
          {/* Closed when long (a ruled back lists each rule): the preview shows them all at once. */}
          <details
            aria-label="Printed elements"
            open={value.printed.length <= 8}
            className="grid gap-2 rounded-lg border border-line p-3"
          >
            <summary className="cursor-pointer">
              <h4 className="text-sm font-semibold text-ink-950">
                Printed elements ({value.printed.length})
              </h4>
            </summary>
            {value.printed.length === 0 ? (
              <p className="text-xs text-muted">Nothing printed on this back yet.</p>
            ) : null}
            <ol className="grid gap-2">
              {value.printed.map((element, i) => (
                <li
                  // Elements have no identity of their own: their place in the list is it.
                  key={i}
                  className="grid grid-cols-2 items-end gap-2 border-line border-t pt-2 sm:grid-cols-[9rem_repeat(4,minmax(0,1fr))_auto]"
                >
                  <SmallField label={`Element ${i + 1}`}>
                    {(control) => (
                      <Select
                        {...control}
                        size="sm"
                        value={element.kind}
                        options={KIND_OPTIONS}
                        onValueChange={(kind) => setElement(i, { ...element, kind })}
                      />
                    )}
                  </SmallField>
                  <RectFields
                    name={`Element ${i + 1}`}
                    rect={element.rect}
                    invalid={invalid}
                    onChange={(rect) => setElement(i, { ...element, rect })}
                  />
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Remove element ${i + 1} (${PRINTED_ELEMENT_LABELS[element.kind]})`}
                    onClick={() => onChange({ ...value, printed: value.printed.filter((_, k) => k !== i) })}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </li>
              ))}
            </ol>
            <div>
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  onChange({ ...value, printed: [...value.printed, structuredClone(NEW_ELEMENT)] })
                }
              >
                <Plus aria-hidden="true" className="size-4" />
                Add element
              </Button>
            </div>
          </details>
        </>
      ) : null}
    </div>
  );
}
