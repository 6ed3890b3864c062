import { areaOrigin, type TBackLayout } from '../../../shared/back-layout';
import { formatMm } from '../../../shared/handwriting/mm-number';
import { INK_COLOR, PEN_WIDTH_MM, polylinesToPathData } from '../../../shared/handwriting/note-svg';
import type { RenderedNote } from '../../../shared/handwriting/types';
import { CARD } from '../../../shared/stationery';
import { PrintedBack, type PrintedBackSource } from './printed-back';

const VIEW_BOX = `0 0 ${formatMm(CARD.width)} ${formatMm(CARD.height)}`;

/**
 * The back of a card drawn inline, as the recipient will hold it: the printed back (`PrintedBack`) under the
 * pen's writing, each note at its writing area of the card's layout, in mm (the card view of the proofs).
 * The writing layer is hidden from assistive technology; `label` names the whole card.
 */
export function CardBackView({
  printedBack,
  layout,
  message,
  address,
  label,
  testId,
  messageTestId,
}: {
  printedBack: PrintedBackSource;
  layout: TBackLayout;
  message: RenderedNote | null;
  address: RenderedNote | null;
  label: string;
  testId?: string;
  /** On the message's group (its one path). */
  messageTestId?: string;
}) {
  const ink = (note: RenderedNote | null, area: 'message' | 'address') =>
    note && note.strokes.length > 0 ? (
      <g data-area={area} data-testid={area === 'message' ? messageTestId : undefined}>
        <path
          d={polylinesToPathData(note.strokes, areaOrigin(layout, area))}
          fill="none"
          stroke={INK_COLOR}
          strokeWidth={PEN_WIDTH_MM}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    ) : null;
  return (
    <div
      role="img"
      aria-label={label}
      className="relative aspect-[7/5] w-full overflow-hidden rounded-md shadow-sm ring-1 ring-line"
      data-testid={testId}
    >
      <div className="absolute inset-0" data-testid="card-printed-back">
        <PrintedBack source={printedBack} eager />
      </div>
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox={VIEW_BOX}
        className="absolute inset-0 size-full"
        data-testid="card-pen"
      >
        {ink(message, 'message')}
        {ink(address, 'address')}
      </svg>
    </div>
  );
}
