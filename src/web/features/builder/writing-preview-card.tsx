import { CircleAlert } from 'lucide-react';
import { useDeferredValue, useMemo } from 'react';
import { renderNote } from '../../../shared/handwriting/render-note';
import {
  DEFAULT_NATURALNESS,
  HANDWRITING_STYLE_INFO,
  PUBLIC_HANDWRITING_STYLES,
} from '../../../shared/handwriting/styles';
import { renderMessage, SAMPLE_CONTACT } from '../../../shared/merge-fields';
import { PROOF_MESSAGES } from '../../../shared/proofs';
import { MESSAGE_AREA, MESSAGE_LETTER_HEIGHT_MM } from '../../../shared/stationery';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import type { PublicHandwritingStyle } from '../draft/campaign-draft';
import { SectionCard } from '../draft/ordering-header';
import { useStrokeFont } from '../proofs/use-stroke-font';
import { NaturalnessSlider } from './naturalness-slider';
import { StrokeNote } from './stroke-note';
import { StyleSample } from './style-sample';

/** The sample recipient's note always varies the same way, so the preview only changes with what you change. */
const PREVIEW_SEED = 'builder-preview';

/**
 * The message written out for a sample recipient exactly as the pen draws it (the one stroke renderer, in the
 * card's message area), the style picker and the naturalness control. Typing stays fast: the note is redrawn
 * from a deferred copy of the message, after the keystroke has been shown.
 */
export function WritingPreviewCard({
  message,
  style,
  naturalness,
  onStyleChange,
  onNaturalnessChange,
}: {
  message: string;
  style: PublicHandwritingStyle;
  naturalness: number | null;
  onStyleChange: (style: PublicHandwritingStyle) => void;
  onNaturalnessChange: (naturalness: number) => void;
}) {
  const font = useStrokeFont(style);
  const level = naturalness ?? DEFAULT_NATURALNESS[style];
  const deferred = useDeferredValue(message);
  const text = renderMessage(deferred, SAMPLE_CONTACT).trim();
  const note = useMemo(
    () =>
      font.data && text
        ? renderNote(
            {
              text,
              style,
              area: { width: MESSAGE_AREA.width, height: MESSAGE_AREA.height },
              seed: PREVIEW_SEED,
              naturalness: level,
              minLetterHeightMm: MESSAGE_LETTER_HEIGHT_MM.min,
              maxLetterHeightMm: MESSAGE_LETTER_HEIGHT_MM.max,
            },
            font.data,
          )
        : null,
    [font.data, text, style, level],
  );
  const info = HANDWRITING_STYLE_INFO[style];

  return (
    <SectionCard
      labelledBy="writing-preview-title"
      title="Writing Preview"
      description={`How your note reads for a sample recipient, ${SAMPLE_CONTACT.name}, written as our pens will write it.`}
    >
      <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <legend className="sr-only">Handwriting style</legend>
        {PUBLIC_HANDWRITING_STYLES.map((id) => {
          const active = id === style;
          const option = HANDWRITING_STYLE_INFO[id];
          return (
            <button
              key={id}
              type="button"
              aria-pressed={active}
              onClick={() => onStyleChange(id)}
              className={cn(
                'flex min-w-0 flex-col items-start gap-1 rounded-xl border p-3 text-left transition-colors',
                active
                  ? 'border-ink-800 bg-ink-50 ring-1 ring-ink-800'
                  : 'border-line bg-white hover:border-ink-300',
              )}
            >
              <StyleSample style={id} />
              <span className="text-sm font-semibold text-ink-950">{option.name}</span>
              <span className="text-xs text-muted">{option.description}</span>
            </button>
          );
        })}
      </fieldset>
      <div className="mt-4">
        <NaturalnessSlider value={level} isDefault={naturalness === null} onChange={onNaturalnessChange} />
      </div>
      <figure className="mt-4">
        <div
          className="mx-auto max-w-md rounded-lg bg-[#fffdf8] p-3 shadow-inner ring-1 ring-line sm:p-4"
          data-testid="writing-preview"
          aria-busy={font.isPending}
        >
          {font.isError ? (
            <p className="flex items-center gap-2 p-4 text-sm text-red-800">
              <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
              The handwriting could not be loaded. Check your connection and reload the page.
            </p>
          ) : !text ? (
            <p className="p-4 text-sm text-subtle">Your message will appear here in handwriting.</p>
          ) : note ? (
            <>
              <StrokeNote note={note} testId="writing-preview-strokes" />
              <p className="sr-only">{text}</p>
            </>
          ) : (
            <Skeleton
              className="w-full"
              style={{ aspectRatio: `${MESSAGE_AREA.width} / ${MESSAGE_AREA.height}` }}
            />
          )}
        </div>
        <figcaption className="mt-2 flex flex-col gap-1 text-xs text-subtle">
          {note?.overflow ? (
            <span className="flex items-center gap-1.5 text-sm text-red-800">
              <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
              {PROOF_MESSAGES.messageOverflow}
            </span>
          ) : null}
          {note && note.missingCharacters.length > 0 ? (
            <span className="flex items-center gap-1.5 text-sm text-red-800">
              <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
              {PROOF_MESSAGES.unwritable(note.missingCharacters)}
            </span>
          ) : null}
          <span>
            Shown in {info.name}
            {note ? `, letters ${note.letterHeightMm.toFixed(1)} mm tall` : ''}. Every note is written with a
            real pen, each a little different.
          </span>
        </figcaption>
      </figure>
    </SectionCard>
  );
}
