import { Paperclip, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { cn } from '../../lib/cn';

export interface FileFieldProps {
  label: string;
  /** The `accept` attribute, e.g. ".jpg,.jpeg,.png". */
  accept: string;
  hint: string;
  file: File | null;
  /** Return false to reject the file (the input is cleared). */
  onChange: (file: File | null) => boolean | undefined;
  required?: boolean;
  /** Shown when no new file is chosen, e.g. "Current file kept". */
  currentNote?: string;
  disabled?: boolean;
}

/** A labelled native file input (keyboard and screen readers work as usual) with the chosen name and a remove button. */
export function FileField({
  label,
  accept,
  hint,
  file,
  onChange,
  required,
  currentNote,
  disabled,
}: FileFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const clear = () => {
    if (input.current) input.current.value = '';
    onChange(null);
  };
  return (
    <div className="grid min-w-0 grid-cols-1 gap-2">
      <label htmlFor={id} className="text-sm font-medium leading-none text-ink-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
      </label>
      <div
        className={cn(
          'flex min-w-0 items-center gap-2 rounded-lg border border-dashed border-line-strong bg-white p-2 transition-colors focus-within:border-ink-600 hover:border-ink-300',
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
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            if (onChange(chosen) === false) e.target.value = '';
          }}
          className="min-w-0 flex-1 text-sm text-muted file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-sand file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-ink-900 hover:file:bg-sand-dark"
        />
        {file ? (
          <button
            type="button"
            onClick={clear}
            aria-label={`Remove ${file.name}`}
            className="rounded-md p-1.5 text-muted hover:bg-sand hover:text-ink-950"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {hint}
        {!file && currentNote ? ` · ${currentNote}` : ''}
      </p>
    </div>
  );
}

/** True when `file`'s name ends with one of `extensions` (without dots). */
export function hasExtension(file: File, extensions: readonly string[]): boolean {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  return extensions.includes(ext);
}
