import { CircleAlert } from 'lucide-react';
import { useDeferredValue, useMemo } from 'react';
import type { TBackLayout } from '../../../shared/back-layout';
import {
  DEFAULT_NATURALNESS,
  HANDWRITING_STYLE_INFO,
  PUBLIC_HANDWRITING_STYLES,
} from '../../../shared/handwriting/styles';
import { renderMessage, SAMPLE_CONTACT } from '../../../shared/merge-fields';
import { renderProof } from '../../../shared/proof-render';
import { PROOF_MESSAGES } from '../../../shared/proofs';
import { Skeleton } from '../../components/ui/skeleton';
import type { PublicHandwritingStyle } from '../../draft/campaign-draft';
import { SectionCard } from '../../draft/ordering-header';
import { cn } from '../../lib/cn';
import { CardBackView } from '../proofs/card-back-view';
import type { PrintedBackSource } from '../proofs/printed-back';
import { useStrokeFont } from '../proofs/use-stroke-font';
import { NaturalnessSlider } from './naturalness-slider';
import { StyleSample } from './style-sample';

/** The sample recipient's note always varies the same way, so the preview only changes with what you change. */
const PREVIEW_SEED = 'builder-preview';

/**
 * The card's back as a sample recipient will hold it: the message and their address written exactly as the
 * pen draws them (the one stroke renderer, in the writing areas of the chosen design's back layout) on the
 * printed back; the style picker and the naturalness control. Typing stays fast: the note is redrawn from a
 * deferred copy of the message, after the keystroke has been shown.
 */
export function WritingPreviewCard({
  message,
  style,
  naturalness,
  onStyleChange,
  onNaturalnessChange,
  layout,
  printedBack,
}: {
  message: string;
  style: PublicHandwritingStyle;
  naturalness: number | null;
  onStyleChange: (style: PublicHandwritingStyle) => void;
  onNaturalnessChange: (naturalness: number) => void;
  /** The chosen design's back layout (`backLayoutOf`); null while the template list loads. */
  layout: TBackLayout | null;
  /** What the card's back prints under the writing. */
  printedBack: PrintedBackSource;
}) {
  const font = useStrokeFont(style);
  const level = naturalness ?? DEFAULT_NATURALNESS[style];
  const deferred = useDeferredValue(message);
  const text = renderMessage(deferred, SAMPLE_CONTACT).trim();
  const proof = useMemo(
    () =>
      font.data && text && layout
        ? renderProof(
            {
              message: deferred,
              contact: SAMPLE_CONTACT,
              style,
              naturalness: level,
              seed: PREVIEW_SEED,
              layout,
            },
            font.data,
          )
        : null,
    [font.data, text, deferred, style, level, layout],
  );
  const note = proof?.message ?? null;
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
          className="mx-auto w-full max-w-xl"
          data-testid="writing-preview"
          aria-busy={font.isPending || !layout}
        >
          {font.isError ? (
            <p className="flex items-center gap-2 rounded-lg bg-[#fffdf8] p-4 text-sm text-red-800 ring-1 ring-line">
              <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
              The handwriting could not be loaded. Check your connection and reload the page.
            </p>
          ) : !text ? (
            <p className="rounded-lg bg-[#fffdf8] p-4 text-sm text-subtle ring-1 ring-line">
              Your message will appear here in handwriting, on the back of your card.
            </p>
          ) : proof && layout ? (
            <>
              <CardBackView
                printedBack={printedBack}
                layout={layout}
                message={proof.message}
                address={proof.address}
                label={`The back of the card to ${SAMPLE_CONTACT.name}, with your message and the address written on it in ${info.name}`}
                testId="writing-preview-card"
                messageTestId="writing-preview-strokes"
              />
              <p className="sr-only">{text}</p>
            </>
          ) : (
            <Skeleton className="aspect-[7/5] w-full" />
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
