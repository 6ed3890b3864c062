import { Paperclip, X } from 'lucide-react';
import { useRef } from 'react';
import { cn } from '../../lib/cn';
import { FileDropError, FileDropHint } from './file-drop-messages';
import type { FileDropProps } from './file-drop-props';
import { Label } from './label';
import { useFileDrop } from './use-file-drop';

/** FileDrop's `field` size: a labelled native file input in a form row that also takes a dropped file. */
export function FileDropField(props: FileDropProps) {
  const { label, accept, file, onSelect, disabled, required, error } = props;
  const input = useRef<HTMLInputElement>(null);
  const { id, hintId, errorId, describedBy, dragging, handlers } = useFileDrop(props);
  return (
    <div className="grid min-w-0 grid-cols-1 gap-2">
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      <div
        {...handlers}
        className={cn(
          'flex min-w-0 items-center gap-2 rounded-lg border border-dashed bg-white p-2 transition-colors focus-within:border-ink-600',
          dragging ? 'border-accent-600 bg-accent-50' : 'border-line-strong hover:border-ink-300',
          disabled && 'opacity-60',
        )}
      >
        <Paperclip aria-hidden="true" className="ml-1 size-4 shrink-0 text-muted" />
        <input
          ref={input}
          id={id}
          type="file"
          accept={accept}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            if (!chosen) return;
            // A refused file is cleared from the input, so the field shows what the form holds.
            if (onSelect(chosen) === false) e.target.value = '';
          }}
          className="min-w-0 flex-1 text-sm text-muted file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-sand file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-ink-900 hover:file:bg-sand-dark"
        />
        {file ? (
          <button
            type="button"
            onClick={() => {
              if (input.current) input.current.value = '';
              props.onRemove();
            }}
            aria-label={`Remove ${file.name}`}
            className="rounded-md p-1.5 text-muted hover:bg-sand hover:text-ink-950"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
      <p id={hintId} className="text-xs text-muted">
        {dragging ? (
          'Drop the file to use it'
        ) : (
          <FileDropHint hint={props.hint} currentNote={props.currentNote} file={file} />
        )}
      </p>
      <FileDropError id={errorId} error={error} />
    </div>
  );
}
