import { FileText, type LucideIcon, Paperclip, RefreshCw, Trash2, UploadCloud, X } from 'lucide-react';
import { type ChangeEvent, type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { formatBytes } from '../../lib/file-size';
import { Button } from './button';
import { FieldMessage, Label } from './label';
import { Skeleton } from './skeleton';

export interface FileDropProps {
  /** The file input's name for screen readers and tests ("Front design"), shown as the zone's title. */
  label: string;
  /** Types and sizes accepted, read with the control. */
  hint: string;
  /** The `accept` attribute, e.g. ".jpg,.jpeg,.png". */
  accept: string;
  file: File | null;
  /** A chosen or dropped file; return false to refuse it (the field stays as it was). */
  onSelect: (file: File) => boolean | undefined;
  onRemove: () => void;
  /**
   * `field`: a labelled file input in a form row (admin forms); `card`: a drop zone with a thumbnail once chosen
   * (the builder); `zone`: a large drop zone for a page's main file (the contact upload).
   */
  size?: 'field' | 'card' | 'zone';
  /** The zone's heading, when it should say more than the label ("Drop your CSV file here"). */
  prompt?: string;
  /** A thumbnail of the chosen file (images). */
  previewUrl?: string | null;
  /** In place of the file icon once chosen (e.g. a tick when the file was checked). */
  fileIcon?: ReactNode;
  /** The file is being read back from storage: a placeholder shows. */
  loading?: boolean;
  /** The file is being processed: it can be neither replaced nor removed. */
  busy?: boolean;
  disabled?: boolean;
  required?: boolean;
  /** Shown when no new file is chosen, e.g. "current file kept". */
  currentNote?: string;
  /** Why the last file was refused, announced. */
  error?: string | null;
}

/** Dragging over the zone highlights it; the first file dropped wins. */
function useDrop(onFile: (file: File) => void, disabled: boolean | undefined) {
  const [dragging, setDragging] = useState(false);
  return {
    dragging,
    handlers: {
      onDragOver: (e: DragEvent) => {
        e.preventDefault();
        if (!disabled) setDragging(true);
      },
      onDragLeave: () => setDragging(false),
      onDrop: (e: DragEvent) => {
        e.preventDefault();
        setDragging(false);
        const dropped = e.dataTransfer.files[0];
        if (dropped && !disabled) onFile(dropped);
      },
    },
  };
}

/**
 * The one file control: pick with the keyboard or a click, or drop a file. The input is a real file input
 * named by `label` (screen readers and tests find it so); the chosen file shows with its size and Replace /
 * Remove buttons named after it; the hint and any error are read with the control.
 */
export function FileDrop(props: FileDropProps) {
  const { label, hint, accept, file, onSelect, size = 'card', loading, disabled, required, error } = props;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  const { dragging, handlers } = useDrop((dropped) => void onSelect(dropped), disabled);
  const pick = () => input.current?.click();
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    e.target.value = '';
    if (chosen) onSelect(chosen);
  };
  const message = error ? (
    <FieldMessage id={errorId} role="alert">
      {error}
    </FieldMessage>
  ) : null;
  const hintText = (
    <>
      {hint}
      {!file && props.currentNote ? ` · ${props.currentNote}` : ''}
    </>
  );

  if (size === 'field') {
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
          {dragging ? 'Drop the file to use it' : hintText}
        </p>
        {message}
      </div>
    );
  }

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
        {message ? <div className="mt-3">{message}</div> : null}
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
          {hintText}
        </span>
      </button>
      {hiddenInput}
      {message ? <div className="mt-3">{message}</div> : null}
    </div>
  );
}

function ChosenFile({
  file,
  label,
  previewUrl,
  fileIcon,
  busy,
  hintId,
  onReplace,
  onRemove,
}: {
  file: File;
  label: string | undefined;
  previewUrl: string | null | undefined;
  fileIcon: ReactNode;
  busy: boolean | undefined;
  hintId: string;
  onReplace: () => void;
  onRemove: () => void;
}) {
  const thumbnail = file.type.startsWith('image/') && previewUrl;
  return (
    <div className="flex items-center gap-3 rounded-xl border border-line bg-paper p-3 sm:gap-4">
      <span
        className={cn(
          'flex shrink-0 items-center justify-center overflow-hidden rounded-lg bg-white ring-1 ring-line',
          label ? 'size-16' : 'size-11',
        )}
      >
        {thumbnail ? (
          <img src={previewUrl} alt="" className="size-full object-contain" />
        ) : (
          (fileIcon ?? <FileIcon icon={FileText} />)
        )}
      </span>
      <div className="min-w-0 flex-1">
        {label ? <p className="text-xs font-medium tracking-wide text-muted uppercase">{label}</p> : null}
        <p className="truncate text-sm font-semibold text-ink-950" title={file.name}>
          {file.name}
        </p>
        <p id={hintId} className="text-xs text-muted">
          {formatBytes(file.size)}
        </p>
      </div>
      <div className="flex shrink-0 gap-1">
        <Button variant="ghost" size="sm" onClick={onReplace} disabled={busy}>
          <RefreshCw aria-hidden="true" />
          <span className="hidden sm:inline" aria-hidden="true">
            Replace
          </span>
          <span className="sr-only">Replace {file.name}</span>
        </Button>
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${file.name}`}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

function FileIcon({ icon: Icon }: { icon: LucideIcon }) {
  return <Icon aria-hidden="true" className="size-6 text-ink-600" />;
}

/** True when `file`'s name ends with one of `extensions` (without dots). */
export function hasExtension(file: File, extensions: readonly string[]): boolean {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  return extensions.includes(ext);
}
