import { useMemo } from 'react';
import { renderNote } from '../../../shared/handwriting/render-note';
import type { HandwritingStyle } from '../../../shared/handwriting/styles';
import { Skeleton } from '../../components/ui/skeleton';
import { useStrokeFont } from '../proofs/use-stroke-font';
import { StrokeNote } from './stroke-note';

/** The word each style option is written with, in a small area of the card's proportions (mm). */
const SAMPLE = { text: 'Hello', area: { width: 30, height: 10 } } as const;

/** A short sample in the style's own stroke font, neat, for the style picker. */
export function StyleSample({ style }: { style: HandwritingStyle }) {
  const font = useStrokeFont(style);
  const note = useMemo(
    () =>
      font.data
        ? renderNote(
            {
              text: SAMPLE.text,
              style,
              area: SAMPLE.area,
              seed: 'style-sample',
              naturalness: 0,
              minLetterHeightMm: 3,
              maxLetterHeightMm: 6,
            },
            font.data,
          )
        : null,
    [font.data, style],
  );
  if (!note) return <Skeleton className="h-9 w-24" />;
  return (
    <StrokeNote note={note} className="h-9 w-auto" strokeWidthMm={0.55} testId={`style-sample-${style}`} />
  );
}
