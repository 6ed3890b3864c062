import { UploadCloud } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { cn } from '../../lib/cn';
import { ChosenFile } from './chosen-file';
import { FileDropError, FileDropHint } from './file-drop-messages';
import type { FileDropProps } from './file-drop-props';
import { Skeleton } from './skeleton';
import { useFileDrop } from './use-file-drop';

/**
 * FileDrop's `card` and `zone` sizes: a drop zone that is one button, over a hidden file input named by the
 * label; once a file is chosen, the file in its place.
 */
export function FileDropZone(props: FileDropProps) {
  const { label, accept, file, size = 'card', loading, disabled, required, error } = props;
  const input = useRef<HTMLInputElement>(null);
  const { hintId, errorId, describedBy, dragging, handlers } = useFileDrop(props);
  const pick = () => input.current?.click();
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    e.target.value = '';
    if (chosen) props.onSelect(chosen);
  };
  const message = error ? (
    <div className="mt-3">
      <FileDropError id={errorId} error={error} />
    </div>
  ) : null;
  const hiddenInput = (
    <input
      ref={input}
      type="file"
      accept={accept}
      aria-label={label}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      required={required}
      disabled={disabled}
      tabIndex={-1}
      className="sr-only"
      onChange={onChange}
    />
  );

  if (loading) return <Skeleton className="h-24 w-full rounded-xl" />;

  if (file) {
    return (
      <div>
        <ChosenFile
          file={file}
          label={size === 'card' ? label : undefined}
          previewUrl={props.previewUrl}
          fileIcon={props.fileIcon}
          busy={props.busy || disabled}
          hintId={hintId}
          onReplace={pick}
          onRemove={props.onRemove}
        />
        {hiddenInput}
        {message}
      </div>
    );
  }

  const large = size === 'zone';
  return (
    <div>
      <button
        type="button"
        onClick={pick}
        disabled={disabled}
        aria-describedby={describedBy}
        {...handlers}
        className={cn(
          'flex w-full flex-col items-center rounded-xl border-2 border-dashed px-4 text-center transition-colors',
          large ? 'gap-3 py-10' : 'gap-2 py-6',
          dragging ? 'border-accent-600 bg-accent-50' : 'border-line-strong bg-paper hover:border-ink-300',
        )}
      >
        <span
          className={cn(
            'flex items-center justify-center rounded-full bg-white text-ink-700 shadow-sm ring-1 ring-line',
            large ? 'size-12' : 'size-10',
          )}
        >
          <UploadCloud aria-hidden="true" className={large ? 'size-6' : 'size-5'} />
        </span>
        <span className={cn('font-semibold text-ink-950', large ? 'text-base' : 'text-sm')}>
          {props.prompt ?? label}
        </span>
        <span className="text-sm text-muted">
          {dragging ? (
            'Drop the file to use it'
          ) : (
            <>
              <span className="font-medium text-accent-700 underline underline-offset-2">
                Click to upload
              </span>{' '}
              or drag and drop
            </>
          )}
        </span>
        <span id={hintId} className="text-xs text-subtle">
          <FileDropHint hint={props.hint} currentNote={props.currentNote} file={file} />
        </span>
      </button>
      {hiddenInput}
      {message}
    </div>
  );
}
