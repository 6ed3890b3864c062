import { useDeferredValue, useMemo, useState } from 'react';
import {
  ADDRESS_READ_AREA,
  PRINTED_ELEMENT_LABELS,
  ruledBaselines,
  type TBackLayout,
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
import { Select } from '../../../components/ui/select';
import { useStrokeFont } from '../../proofs/use-stroke-font';
import { useArtworkUrl } from './use-artwork-url';

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

/** Every number of the layout is a number (fields being typed may be empty). */
export function finite(layout: TBackLayout): boolean {
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
export function BackPreview({ layout, artwork }: { layout: TBackLayout; artwork: string | File | null }) {
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
