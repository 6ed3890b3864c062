import { FileText, RefreshCw, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { formatBytes } from '../../lib/file-size';
import { Button } from './button';

/** A chosen file in a drop zone: thumbnail or icon, name and size, and Replace / Remove named after it. */
export function ChosenFile({
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
  /** Shown above the name (the builder's cards); the thumbnail is larger with it. */
  label: string | undefined;
  previewUrl: string | null | undefined;
  fileIcon: ReactNode;
  busy: boolean | undefined;
  /** The size line is the control's hint once a file is chosen. */
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
          (fileIcon ?? <FileText aria-hidden="true" className="size-6 text-ink-600" />)
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
