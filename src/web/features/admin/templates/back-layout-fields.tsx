import { Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useDeferredValue, useId, useMemo, useState } from 'react';
import {
  ADDRESS_READ_AREA,
  backLayoutProblems,
  DEFAULT_BACK_LAYOUT,
  PRINTED_ELEMENT_KINDS,
  PRINTED_ELEMENT_LABELS,
  ruledBaselines,
  type TBackLayout,
  type TPrintedElement,
  type TWritingArea,
  type WritingAreaName,
} from '../../../../shared/back-layout';
import { polylinesToPathData } from '../../../../shared/handwriting/note-svg';
import {
  DEFAULT_NATURALNESS,
  HANDWRITING_STYLE_INFO,
  PUBLIC_HANDWRITING_STYLES,
} from '../../../../shared/handwriting/styles';
import { DEFAULT_MESSAGE, type MergeContact, SAMPLE_CONTACT } from '../../../../shared/merge-fields';
import { renderProof } from '../../../../shared/proof-render';
import { BARCODE_CLEAR_ZONE, CARD, type Rect } from '../../../../shared/stationery';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { SwitchField } from '../../../components/ui/switch';
import { useStrokeFont } from '../../proofs/use-stroke-font';
import { useArtworkUrl } from './zone-fields';

const KIND_OPTIONS = PRINTED_ELEMENT_KINDS.map((kind) => ({
  value: kind,
  label: PRINTED_ELEMENT_LABELS[kind],
}));
const STYLE_OPTIONS = PUBLIC_HANDWRITING_STYLES.map((s) => ({
  value: s,
  label: HANDWRITING_STYLE_INFO[s].name,
}));

/** A long recipient: what the address area must hold without touching the card. */
const LONG_CONTACT: MergeContact = {
  name: 'Bartholomew Fitzgerald-Whitmore III',
  address: '1234 North Martin Luther King Jr Boulevard Apt 1205',
  city: 'Rancho Santa Margarita',
  state: 'CA',
  zipCode: '92688-1234',
  customFields: { ...SAMPLE_CONTACT.customFields, first_name: 'Bartholomew' },
};
const SAMPLES = { typical: SAMPLE_CONTACT, long: LONG_CONTACT } as const;
const SAMPLE_OPTIONS = [
  { value: 'typical', label: 'Typical recipient' },
  { value: 'long', label: 'Long name and street' },
] satisfies readonly { value: keyof typeof SAMPLES; label: string }[];

/** Where a new printed element starts: a small box in the top-left corner, for staff to move. */
const NEW_ELEMENT: TPrintedElement = { kind: 'header', rect: { x: 10, y: 10, width: 40, height: 10 } };
const NEW_RULING = { firstBaselineMm: 8, pitchMm: 8.5 };

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
                  <Field label={`Element ${i + 1}`}>
                    {(id) => (
                      <Select
                        id={id}
                        size="sm"
                        value={element.kind}
                        options={KIND_OPTIONS}
                        onValueChange={(kind) => setElement(i, { ...element, kind })}
                      />
                    )}
                  </Field>
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

function AreaFields({
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
          <NumberField
            label={`${title}: first rule (mm below its top)`}
            value={area.ruling.firstBaselineMm}
            invalid={invalid}
            onChange={(n) => onChange({ ...area, ruling: { ...area.ruling!, firstBaselineMm: n } })}
          />
          <NumberField
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

function RectFields({
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
        <NumberField
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

/** A small label above its control, tied to it by id; `short` is shown, the full label read out. */
function Field({
  label,
  short,
  children,
}: {
  label: string;
  short?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1">
      <Label htmlFor={id} className="text-xs">
        {short ? (
          <>
            <span aria-hidden="true">{short}</span>
            <span className="sr-only">{label}</span>
          </>
        ) : (
          label
        )}
      </Label>
      {children(id)}
    </div>
  );
}

function NumberField({
  label,
  short,
  value,
  invalid,
  onChange,
}: {
  label: string;
  short?: string;
  value: number;
  invalid?: boolean;
  onChange: (value: number) => void;
}) {
  return (
    <Field label={label} short={short}>
      {(id) => (
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.1}
          value={Number.isFinite(value) ? value : ''}
          aria-invalid={invalid ? true : undefined}
          // An emptied field is NaN until typed again: the shared schema refuses it.
          onChange={(e) => onChange(e.target.value === '' ? Number.NaN : e.target.valueAsNumber)}
        />
      )}
    </Field>
  );
}

/** Every number of the layout is a number (fields being typed may be empty). */
function finite(layout: TBackLayout): boolean {
  const rects = [layout.message.rect, layout.address.rect, ...layout.printed.map((e) => e.rect)];
  const rulings = [layout.message.ruling, layout.address.ruling].filter((r) => r !== null);
  return (
    rects.every((r) => [r.x, r.y, r.width, r.height].every(Number.isFinite) && r.width > 0 && r.height > 0) &&
    rulings.every((r) => Number.isFinite(r.firstBaselineMm) && Number.isFinite(r.pitchMm) && r.pitchMm > 0)
  );
}

/**
 * The back in mm: the artwork, the printed elements (red), the writing areas and their rules (blue), the
 * USPS read area (green) and barcode clear zone (orange), and a sample note written into the areas.
 */
function BackPreview({ layout, artwork }: { layout: TBackLayout; artwork: string | File | null }) {
  const href = useArtworkUrl(artwork);
  const [style, setStyle] = useState<(typeof PUBLIC_HANDWRITING_STYLES)[number]>('casual');
  const [sample, setSample] = useState<keyof typeof SAMPLES>('typical');
  const font = useStrokeFont(style);
  const deferred = useDeferredValue(layout);
  const ink = useMemo(() => {
    if (!font.data || !finite(deferred)) return null;
    const proof = renderProof(
      {
        message: DEFAULT_MESSAGE,
        contact: SAMPLES[sample],
        style,
        naturalness: DEFAULT_NATURALNESS[style],
        seed: 'layout-preview',
        layout: deferred,
      },
      font.data,
    );
    const { message, address } = deferred;
    return {
      d:
        polylinesToPathData(proof.message.strokes, [message.rect.x, message.rect.y]) +
        polylinesToPathData(proof.address.strokes, [address.rect.x, address.rect.y]),
      overflow: proof.warnings.filter((w) => w.code === 'overflow').map((w) => w.message),
    };
  }, [font.data, deferred, style, sample]);
  const box = (r: Rect, props: React.SVGProps<SVGRectElement>) => (
    <rect x={r.x} y={r.y} width={Math.max(0, r.width)} height={Math.max(0, r.height)} {...props} />
  );
  const ok = finite(layout);
  return (
    <figure className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        <Select
          size="sm"
          aria-label="Sample handwriting style"
          value={style}
          options={STYLE_OPTIONS}
          onValueChange={setStyle}
        />
        <Select
          size="sm"
          aria-label="Sample recipient"
          value={sample}
          options={SAMPLE_OPTIONS}
          onValueChange={setSample}
        />
      </div>
      <svg
        role="img"
        aria-label="The back with its printed elements, writing areas and a sample note"
        data-testid="back-layout-preview"
        viewBox={`0 0 ${CARD.width} ${CARD.height}`}
        className="w-full rounded border border-line bg-white"
      >
        {href ? (
          <image href={href} width={CARD.width} height={CARD.height} preserveAspectRatio="xMidYMid slice" />
        ) : null}
        {box(BARCODE_CLEAR_ZONE, { fill: '#f9731622', stroke: '#f97316', strokeWidth: 0.25 })}
        {box(ADDRESS_READ_AREA, {
          fill: 'none',
          stroke: '#16a34a',
          strokeWidth: 0.25,
          strokeDasharray: '1 1',
        })}
        {ok
          ? layout.printed.map((e, i) =>
              e.kind === 'rule' ? null : (
                <g key={i} data-element={e.kind}>
                  {box(e.rect, { fill: '#dc262622', stroke: '#dc2626', strokeWidth: 0.3 })}
                  <title>{PRINTED_ELEMENT_LABELS[e.kind]}</title>
                </g>
              ),
            )
          : null}
        {ok
          ? (['message', 'address'] as const).map((name) => (
              <g key={name} data-area={name}>
                {box(layout[name].rect, {
                  fill: 'none',
                  stroke: '#2563eb',
                  strokeWidth: 0.35,
                  strokeDasharray: '1.5 1',
                })}
                {ruledBaselines(layout[name]).map((y) => (
                  <line
                    key={y}
                    x1={layout[name].rect.x}
                    x2={layout[name].rect.x + layout[name].rect.width}
                    y1={y}
                    y2={y}
                    stroke="#2563eb55"
                    strokeWidth={0.2}
                  />
                ))}
              </g>
            ))
          : null}
        {ink ? (
          <path
            d={ink.d}
            fill="none"
            stroke="#1d2a5c"
            strokeWidth={0.35}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ) : null}
      </svg>
      <figcaption className="text-xs text-muted">
        Red: printed elements. Blue: where the pen writes, and its rules. Green: the USPS OCR read area (the
        address goes inside). Orange: the barcode clear zone (kept blank).
        {ink && ink.overflow.length > 0 ? (
          <span className="block text-red-800">{ink.overflow.join(' ')}</span>
        ) : null}
      </figcaption>
    </figure>
  );
}
