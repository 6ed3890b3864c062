import { CheckCircle2, FileSpreadsheet } from 'lucide-react';
import { FileDrop } from '../../components/ui/file-drop';
import { SectionCard } from '../../draft/ordering-header';
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
  const file = state.status === 'idle' ? null : state.file;

  return (
    <SectionCard
      labelledBy="csv-upload-title"
      title="Upload Contacts"
      description="Your recipient list as a CSV file. We check every row before anything is written."
    >
      <FileDrop
        size="zone"
        label="Contact list (CSV file)"
        prompt="Drop your CSV file here"
        hint=".csv files only · max 5MB · up to 5,000 contacts"
        accept=".csv,text/csv"
        file={file}
        onSelect={(chosen) => void onSelect(chosen)}
        onRemove={onRemove}
        busy={state.status === 'processing'}
        fileIcon={
          state.status === 'done' ? (
            <CheckCircle2 aria-hidden="true" className="size-5 text-emerald-700" />
          ) : (
            <FileSpreadsheet aria-hidden="true" className="size-5 text-ink-700" />
          )
        }
        error={state.status === 'failed' ? state.message : null}
      />
      {state.status === 'processing' ? <ProcessingBar state={state} /> : null}
    </SectionCard>
  );
}
