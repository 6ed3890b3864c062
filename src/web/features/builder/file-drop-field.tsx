import { FileText, ImageUp, RefreshCw, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { formatBytes } from '../../draft/file-size';
import { useFilePicker } from '../../draft/use-file-picker';
import { cn } from '../../lib/cn';

export interface FileDropFieldProps {
  label: string;
  hint: string;
  accept: string;
  file: File | null;
  url: string | null;
  loading: boolean;
  onSelect: (file: File) => void;
  onRemove: () => void;
}

/** One file: drop it or pick it, then see a thumbnail with Replace and Remove. */
export function FileDropField({
  label,
  hint,
  accept,
  file,
  url,
  loading,
  onSelect,
  onRemove,
}: FileDropFieldProps) {
  const { inputRef, dragging, pick, onInputChange, dropHandlers } = useFilePicker(onSelect);
  const hintId = useId();
  const inputId = useId();

  const input = (
    <input
      ref={inputRef}
      id={inputId}
      type="file"
      accept={accept}
      aria-label={label}
      aria-describedby={hintId}
      tabIndex={-1}
      className="sr-only"
      onChange={onInputChange}
    />
  );

  if (loading) return <Skeleton className="h-24 w-full rounded-xl" />;

  if (file) {
    const isImage = file.type.startsWith('image/');
    return (
      <div className="flex items-center gap-4 rounded-xl border border-line bg-paper p-3">
        <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-white ring-1 ring-line">
          {isImage && url ? (
            <img src={url} alt="" className="size-full object-contain" />
          ) : (
            <FileText aria-hidden="true" className="size-7 text-ink-600" />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium tracking-wide text-muted uppercase">{label}</p>
          <p className="truncate text-sm font-semibold text-ink-950" title={file.name}>
            {file.name}
          </p>
          <p id={hintId} className="text-xs text-muted">
            {formatBytes(file.size)}
          </p>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="sm" onClick={pick} aria-label={`Replace ${label.toLowerCase()}`}>
            <RefreshCw aria-hidden="true" />
            <span className="hidden sm:inline">Replace</span>
          </Button>
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${label.toLowerCase()}`}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
        {input}
      </div>
    );
  }

  return (
    <div>
      <button
        type="button"
        onClick={pick}
        aria-describedby={hintId}
        {...dropHandlers}
        className={cn(
          'flex w-full flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors',
          dragging ? 'border-accent-600 bg-accent-50' : 'border-line-strong bg-paper hover:border-ink-300',
        )}
      >
        <span className="flex size-10 items-center justify-center rounded-full bg-white text-ink-700 shadow-sm ring-1 ring-line">
          <ImageUp aria-hidden="true" className="size-5" />
        </span>
        <span className="text-sm font-semibold text-ink-950">{label}</span>
        <span className="text-sm text-muted">
          <span className="font-medium text-accent-700 underline underline-offset-2">Click to upload</span> or
          drag and drop
        </span>
        <span id={hintId} className="text-xs text-subtle">
          {hint}
        </span>
      </button>
      {input}
    </div>
  );
}
