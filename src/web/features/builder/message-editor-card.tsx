import { AlertTriangle, CircleAlert } from 'lucide-react';
import { useRef } from 'react';
import {
  MESSAGE_LIMIT,
  MESSAGE_WARNING,
  messageLength,
  unknownMergeFields,
} from '../../../shared/merge-fields';
import { FieldMessage, Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { cn } from '../../lib/cn';
import { SectionCard } from '../draft/ordering-header';
import { MergeFieldsDialog } from './merge-fields-dialog';

/** The message with its counter, limit messages (public-site.md §5) and unknown-field warnings. */
export function MessageEditorCard({
  message,
  onChange,
}: {
  message: string;
  onChange: (message: string) => void;
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
          aria-invalid={tooLong || undefined}
          aria-describedby="message-count message-status"
          onChange={(e) => {
            onChange(e.target.value);
            selection.current = { start: e.target.selectionStart, end: e.target.selectionEnd };
          }}
          onSelect={remember}
          onKeyUp={remember}
          onClick={remember}
          onBlur={remember}
        />
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
              </span>
            </p>
          ) : null}
        </div>
      </div>
    </SectionCard>
  );
}
