import { renderMessage, SAMPLE_CONTACT } from '../../../shared/merge-fields';
import { cn } from '../../lib/cn';
import type { PublicHandwritingStyle } from '../draft/campaign-draft';
import { SectionCard } from '../draft/ordering-header';
import { HANDWRITING_FONTS, handwritingFont } from './handwriting-fonts';

/** The message written out for a sample recipient in the chosen handwriting, and the style picker. */
export function WritingPreviewCard({
  message,
  style,
  onStyleChange,
}: {
  message: string;
  style: PublicHandwritingStyle;
  onStyleChange: (style: PublicHandwritingStyle) => void;
}) {
  const font = handwritingFont(style);
  const text = renderMessage(message, SAMPLE_CONTACT).trim();
  return (
    <SectionCard
      labelledBy="writing-preview-title"
      title="Writing Preview"
      description={`How your note reads for a sample recipient, ${SAMPLE_CONTACT.name}.`}
    >
      <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <legend className="sr-only">Handwriting style</legend>
        {HANDWRITING_FONTS.map((f) => {
          const active = f.id === style;
          return (
            <button
              key={f.id}
              type="button"
              aria-pressed={active}
              onClick={() => onStyleChange(f.id)}
              className={cn(
                'flex flex-col items-start gap-0.5 rounded-xl border p-3 text-left transition-colors',
                active
                  ? 'border-ink-800 bg-ink-50 ring-1 ring-ink-800'
                  : 'border-line bg-white hover:border-ink-300',
              )}
            >
              <span
                aria-hidden="true"
                className="text-2xl leading-tight text-ink-800"
                style={{ fontFamily: f.family, fontSize: `${1.5 * f.scale}rem` }}
              >
                Hello
              </span>
              <span className="text-sm font-semibold text-ink-950">{f.name}</span>
              <span className="text-xs text-muted">{f.description}</span>
            </button>
          );
        })}
      </fieldset>
      <figure className="mt-4">
        <div
          className="qp-ruled min-h-56 text-[calc(var(--hw-scale)*1.1rem)] sm:text-[calc(var(--hw-scale)*1.3rem)] rounded-lg bg-[#fffdf8] px-5 py-[var(--qp-rule)] text-ink-800 shadow-inner ring-1 ring-line sm:px-8"
          style={{ fontFamily: font.family, ['--hw-scale' as string]: font.scale }}
          data-testid="writing-preview"
        >
          {text ? (
            <p className="whitespace-pre-wrap break-words">{text}</p>
          ) : (
            <p className="font-sans text-sm text-subtle">Your message will appear here in handwriting.</p>
          )}
        </div>
        <figcaption className="mt-2 text-xs text-subtle">
          Shown in {font.name}. Every note is written with a real pen.
        </figcaption>
      </figure>
    </SectionCard>
  );
}
