import { AlertTriangle, CircleAlert } from 'lucide-react';
import { useRef } from 'react';
import type { HandwritingStyle } from '../../../shared/handwriting/styles';
import {
  closestMergeField,
  MESSAGE_LIMIT,
  MESSAGE_WARNING,
  messageLength,
  unknownMergeFields,
} from '../../../shared/merge-fields';
import { FieldMessage, Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { SectionCard } from '../../draft/ordering-header';
import { cn } from '../../lib/cn';
import { MergeFieldsDialog } from './merge-fields-dialog';
import { MessageFitMeter } from './message-fit-meter';
import type { FitCheck } from './use-message-fit';

/**
 * The message with its counter, limit messages (public-site.md §5), the meter of the room left on the card in
 * the chosen style (issue 23 §6) and unknown-field warnings.
 */
export function MessageEditorCard({
  message,
  onChange,
  fit,
  style,
}: {
  message: string;
  onChange: (message: string) => void;
  /** The message measured against the card (`useMessageFit`). */
  fit: FitCheck;
  style: HandwritingStyle;
}) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const selection = useRef({ start: message.length, end: message.length });
  const cursorAfterInsert = useRef<number | null>(null);

  const remember = () => {
    const el = textareaRef.current;
    if (el) selection.current = { start: el.selectionStart, end: el.selectionEnd };
  };

  const insert = (field: string) => {
    const token = `{{${field}}}`;
    const { start, end } = selection.current;
    const from = Math.min(start, message.length);
    const to = Math.min(end, message.length);
    onChange(message.slice(0, from) + token + message.slice(to));
    cursorAfterInsert.current = from + token.length;
    selection.current = { start: from + token.length, end: from + token.length };
  };

  const restoreFocus = (event: Event) => {
    const pos = cursorAfterInsert.current;
    const el = textareaRef.current;
    if (pos === null || !el) return;
    event.preventDefault();
    cursorAfterInsert.current = null;
    el.focus();
    el.setSelectionRange(pos, pos);
  };

  const length = messageLength(message);
  const tooLong = length > MESSAGE_LIMIT;
  const nearLimit = !tooLong && length > MESSAGE_WARNING;
  const unknown = unknownMergeFields(message);
  // Only a measure of this very text marks it invalid: an earlier one is shown while it is measured again.
  const overCard = fit.status === 'done' && !fit.fit.fits;

  return (
    <SectionCard
      labelledBy="message-title"
      title="Your Message"
      description="Write once; merge fields personalise every note."
      action={<MergeFieldsDialog onInsert={insert} onCloseAutoFocus={restoreFocus} />}
    >
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between">
          <Label htmlFor="campaign-message">Message</Label>
          <span
            id="message-count"
            className={cn(
              'text-xs font-medium tabular-nums',
              tooLong ? 'text-red-700' : nearLimit ? 'text-amber-700' : 'text-muted',
            )}
          >
            {length}/{MESSAGE_LIMIT}
          </span>
        </div>
        <Textarea
          ref={textareaRef}
          id="campaign-message"
          value={message}
          rows={9}
          aria-invalid={tooLong || overCard || undefined}
          aria-describedby="message-count message-fit-words message-fit-alert message-status"
          onChange={(e) => {
            onChange(e.target.value);
            selection.current = { start: e.target.selectionStart, end: e.target.selectionEnd };
          }}
          onSelect={remember}
          onKeyUp={remember}
          onClick={remember}
          onBlur={remember}
        />
        <MessageFitMeter check={fit} style={style} id="message-fit" />
        <div id="message-status" aria-live="polite" className="flex flex-col gap-1">
          {tooLong ? (
            <FieldMessage className="flex items-center gap-1.5">
              <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
              Message too long! Please reduce character count.
            </FieldMessage>
          ) : null}
          {nearLimit ? (
            <p className="flex items-center gap-1.5 text-sm text-amber-800">
              <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
              Approaching character limit.
            </p>
          ) : null}
          {unknown.length > 0 ? (
            <p className="flex items-start gap-1.5 text-sm text-amber-800">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                Unknown {unknown.length === 1 ? 'field' : 'fields'}{' '}
                {unknown.map((f, i) => (
                  <span key={f}>
                    {i > 0 ? ', ' : ''}
                    <code className="rounded bg-amber-50 px-1 font-mono text-xs">{`{{${f}}}`}</code>
                  </span>
                ))}
                : it stays blank unless your CSV has a column with that name. See the Dynamic Fields Guide.
                {unknown.map((f) => {
                  const meant = closestMergeField(f);
                  return meant ? <span key={f}>{` Did you mean {{${meant}}}?`}</span> : null;
                })}
              </span>
            </p>
          ) : null}
        </div>
      </div>
    </SectionCard>
  );
}
