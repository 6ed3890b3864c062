import { polylinesToPathData } from '../../../shared/handwriting/note-svg';
import type { RenderedNote } from '../../../shared/handwriting/types';
import { cn } from '../../lib/cn';

/** Fine ballpoint on the card, as in the proofs (mm). */
const PEN_WIDTH_MM = 0.35;
const INK = '#1d2a5c';

/**
 * A rendered note drawn inline as the pen writes it: stroke paths only, in millimetres. Hidden from
 * assistive technology; the caller says in words what it shows.
 */
export function StrokeNote({
  note,
  className,
  strokeWidthMm = PEN_WIDTH_MM,
  testId,
}: {
  note: RenderedNote;
  className?: string;
  strokeWidthMm?: number;
  testId?: string;
}) {
  const { width, height } = note.area;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${width} ${height}`}
      className={cn('block h-auto w-full', className)}
      data-testid={testId}
    >
      <path
        d={polylinesToPathData(note.strokes)}
        fill="none"
        stroke={INK}
        strokeWidth={strokeWidthMm}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
