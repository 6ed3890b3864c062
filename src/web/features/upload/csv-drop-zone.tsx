import { CheckCircle2, FileSpreadsheet, RefreshCw, Trash2, UploadCloud } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { formatBytes } from '../../draft/file-size';
import { SectionCard } from '../../draft/ordering-header';
import { useFilePicker } from '../../draft/use-file-picker';
import { cn } from '../../lib/cn';
import type { CsvState } from './use-contact-upload';

function ProcessingBar({ state }: { state: Extract<CsvState, { status: 'processing' }> }) {
  // Reading has a measurable size; validating runs in a worker as one step, so it shows as moving stripes.
  const reading = state.phase === 'reading';
  const percent = Math.round(state.readFraction * 100);
  return (
    <div className="mt-4 flex flex-col gap-2">
      <div className="flex items-center justify-between text-sm">
        <span id="processing-label" className="font-medium text-ink-900">
          Processing
        </span>
        <span className="text-xs text-muted">
          {reading ? `Reading file… ${percent}%` : 'Checking every row…'}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="processing-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={reading ? percent : undefined}
        aria-valuetext={reading ? `Reading file, ${percent}%` : 'Checking every row'}
        className="relative h-2 overflow-hidden rounded-full bg-sand"
      >
        {reading ? (
          <div
            className="h-full rounded-full bg-ink-800 transition-[width]"
            style={{ width: `${percent}%` }}
          />
        ) : (
          <div className="qp-progress-bar absolute inset-y-0 left-0 w-full rounded-full bg-ink-800" />
        )}
      </div>
    </div>
  );
}

/** The drop zone: click or drag a .csv of at most 5MB (public-site.md §2, §5). */
export function CsvDropZone({
  state,
  onSelect,
  onRemove,
}: {
  state: CsvState;
  onSelect: (file: File) => void;
  onRemove: () => void;
}) {
  const { inputRef, dragging, pick, onInputChange, dropHandlers } = useFilePicker(onSelect);
  const file = state.status === 'idle' ? null : state.file;

  return (
    <SectionCard
      labelledBy="csv-upload-title"
      title="Upload Contacts"
      description="Your recipient list as a CSV file. We check every row before anything is written."
    >
      <input
        ref={inputRef}
        type="file"
        accept=".csv,text/csv"
        aria-label="Contact list (CSV file)"
        tabIndex={-1}
        className="sr-only"
        onChange={onInputChange}
      />
      {file ? (
        <div className="flex items-center gap-3 rounded-xl border border-line bg-paper p-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-white text-emerald-700 ring-1 ring-line">
            {state.status === 'done' ? (
              <CheckCircle2 aria-hidden="true" className="size-5" />
            ) : (
              <FileSpreadsheet aria-hidden="true" className="size-5 text-ink-700" />
            )}
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-ink-950" title={file.name}>
              {file.name}
            </p>
            <p className="text-xs text-muted">{formatBytes(file.size)}</p>
          </div>
          <Button variant="ghost" size="sm" onClick={pick} disabled={state.status === 'processing'}>
            <RefreshCw aria-hidden="true" />
            <span className="hidden sm:inline">Replace</span>
            <span className="sr-only sm:hidden">Replace file</span>
          </Button>
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label="Remove file">
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ) : (
        <button
          type="button"
          onClick={pick}
          {...dropHandlers}
          className={cn(
            'flex w-full flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-10 text-center transition-colors',
            dragging ? 'border-accent-600 bg-accent-50' : 'border-line-strong bg-paper hover:border-ink-300',
          )}
        >
          <span className="flex size-12 items-center justify-center rounded-full bg-white text-ink-700 shadow-sm ring-1 ring-line">
            <UploadCloud aria-hidden="true" className="size-6" />
          </span>
          <span className="text-base font-semibold text-ink-950">Drop your CSV file here</span>
          <span className="text-sm text-muted">
            or{' '}
            <span className="font-medium text-accent-700 underline underline-offset-2">click to browse</span>
          </span>
          <span className="text-xs text-subtle">.csv files only · max 5MB · up to 5,000 contacts</span>
        </button>
      )}
      {state.status === 'processing' ? <ProcessingBar state={state} /> : null}
      {state.status === 'failed' ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {state.message}
        </p>
      ) : null}
    </SectionCard>
  );
}
