import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { HANDWRITING_STYLE_INFO, type HandwritingStyle } from '../../../shared/handwriting/styles';
import { aboutCharacters, checkedWith, FIT_MESSAGES, type MessageFit } from '../../../shared/message-fit';
import { cn } from '../../lib/cn';
import type { FitCheck } from './use-message-fit';

/** From this share of the room on, the meter turns amber: the card is nearly full. */
const NEARLY_FULL = 0.85;

/** What the meter says in words (its visible line and its `aria-valuetext`). */
function fitWords(check: FitCheck): string {
  if (check.status === 'failed')
    return 'The room on the card could not be measured here. It is checked again when your campaign is saved.';
  const fit = check.status === 'waiting' ? null : check.fit;
  if (!fit)
    return check.status === 'waiting'
      ? 'Write your message to see how much of the card it fills.'
      : 'Measuring the room on the card…';
  return fit.fits ? FIT_MESSAGES.fits(fit) : `Does not fit the card: ${aboutCharacters(fit.room)} too long.`;
}

/**
 * The "fits" meter under the message (issue 23 §6): how much of the card's message area the note takes as the
 * pen writes it in the chosen style and card, with long merge values in the fields, from the same rule the
 * server refuses a message with. Updated after each pause in typing; the last measure stays while the next runs.
 * When the message does not fit, what to do is announced (a polite live region).
 */
export function MessageFitMeter({
  check,
  style,
  id,
}: {
  check: FitCheck;
  style: HandwritingStyle;
  /** Prefix of the ids: `{id}-words` and `{id}-alert` describe the message field. */
  id: string;
}) {
  const fit: MessageFit | null = check.status === 'done' || check.status === 'checking' ? check.fit : null;
  const over = fit !== null && !fit.fits;
  const percent = fit ? Math.round(Math.min(1, fit.used) * 100) : 0;
  const tone = over ? 'over' : fit && fit.used >= NEARLY_FULL ? 'nearly' : 'fits';
  const words = fitWords(check);
  const values = fit ? checkedWith(fit) : '';
  const styleName = HANDWRITING_STYLE_INFO[style].name;

  return (
    <div
      className={cn(
        'rounded-xl border p-3 transition-colors sm:p-4',
        over ? 'border-red-200 bg-red-50' : 'border-line bg-paper',
      )}
      data-testid="message-fit"
      data-state={check.status}
      data-fit={fit ? (fit.fits ? 'fits' : 'over') : undefined}
    >
      <div className="flex items-baseline justify-between gap-3">
        <span id={`${id}-label`} className="text-sm font-medium text-ink-900">
          Room on the card
        </span>
        <span
          className={cn(
            'flex items-center gap-1.5 text-xs font-medium tabular-nums',
            over ? 'text-red-800' : 'text-muted',
          )}
        >
          {check.status === 'checking' ? (
            <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin motion-reduce:animate-none" />
          ) : null}
          {fit ? (over ? 'Over the limit' : `${percent}% used`) : null}
        </span>
      </div>
      {/* The meter as assistive technology reads it; the bar below is its picture. */}
      <meter
        className="sr-only"
        min={0}
        max={100}
        low={NEARLY_FULL * 100}
        optimum={0}
        value={over ? 100 : percent}
        aria-labelledby={`${id}-label`}
        aria-valuetext={words}
        aria-busy={check.status === 'checking' || undefined}
      />
      <div aria-hidden="true" className="mt-2 h-2.5 overflow-hidden rounded-full bg-ink-100">
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-300 motion-reduce:transition-none',
            tone === 'over' ? 'bg-red-600' : tone === 'nearly' ? 'bg-amber-500' : 'bg-emerald-600',
          )}
          style={{ width: `${over ? 100 : percent}%` }}
        />
      </div>
      {over ? null : (
        <p
          id={`${id}-words`}
          className={cn(
            'mt-2 flex items-start gap-1.5 text-sm',
            tone === 'nearly' ? 'text-amber-900' : 'text-ink-900',
          )}
        >
          {fit ? (
            <CircleCheck
              aria-hidden="true"
              className={cn(
                'mt-0.5 size-4 shrink-0',
                tone === 'nearly' ? 'text-amber-700' : 'text-emerald-700',
              )}
            />
          ) : null}
          <span>{words}</span>
        </p>
      )}
      <div id={`${id}-alert`} aria-live="polite">
        {fit && over ? (
          <p className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-800">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              Does not fit this card in {styleName}, even in the smallest handwriting.{' '}
              {FIT_MESSAGES.whatToDo(fit)}
            </span>
          </p>
        ) : null}
      </div>
      <p className="mt-1.5 text-xs text-subtle">
        Measured as our pens write it in {styleName} on this card{values ? `, with ${values}` : ''}.
      </p>
    </div>
  );
}
