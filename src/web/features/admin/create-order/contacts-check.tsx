import { AlertTriangle, CheckCircle2, Info } from 'lucide-react';
import { skippedRowsTitle } from '../../../../shared/contacts-summary';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { ContactsUpload } from './use-contacts-upload';

/** How many of a long list of row problems are listed before "and N more". */
const LISTED = 50;

/** `title` counts rows, not messages: one skipped row may have several (a missing name and address). */
function RowList({ title, rows, tone }: { title: string; rows: string[]; tone: 'skip' | 'note' }) {
  if (rows.length === 0) return null;
  const more = rows.length - LISTED;
  return (
    <details className="group rounded-lg border border-line bg-white" open={tone === 'skip'}>
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-ink-900">{title}</summary>
      <ul className="max-h-48 overflow-y-auto border-t border-line px-3 py-2 text-xs text-ink-800">
        {rows.slice(0, LISTED).map((row, i) => (
          <li key={i} className="py-0.5">
            {row}
          </li>
        ))}
        {more > 0 ? (
          <li className="py-0.5 font-medium text-muted">and {more.toLocaleString('en-US')} more</li>
        ) : null}
      </ul>
    </details>
  );
}

/**
 * What the server made of the contacts CSV: ready recipients, skipped rows with their reasons, rows kept with
 * a change, and, when the number of notes typed differs, the choice to order for the file's recipients.
 */
export function ContactsCheck({
  upload,
  noteCount,
  onUseCount,
}: {
  upload: ContactsUpload;
  noteCount: number;
  onUseCount: (count: number) => void;
}) {
  if (upload.status === 'idle') {
    return (
      <p className="flex items-start gap-2 text-xs text-muted">
        <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
        Required: every note needs a recipient. The file is checked as soon as you choose it.
      </p>
    );
  }
  if (upload.status === 'checking') {
    return (
      <p className="flex items-center gap-2 text-sm text-muted" role="status">
        <Spinner label={null} className="size-4" />
        Checking {upload.file.name}…
      </p>
    );
  }
  if (upload.status === 'failed') {
    return (
      <p role="alert" className="flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {upload.file.name} cannot be used: {upload.message}
        </span>
      </p>
    );
  }
  const { result } = upload;
  const mismatch = result.contactCount !== noteCount;
  return (
    <section className="grid gap-3" aria-label="Contacts check">
      <p className="flex items-start gap-2 text-sm text-ink-900" role="status">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
        <span>
          <span className="font-semibold">{result.summary}</span>{' '}
          <span className="text-muted">
            ({result.contactCount.toLocaleString('en-US')} valid, {result.skippedRows.toLocaleString('en-US')}{' '}
            skipped, {result.duplicateRows.toLocaleString('en-US')} duplicates)
          </span>
        </span>
      </p>
      {mismatch ? (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between"
        >
          <span>
            The order says {noteCount.toLocaleString('en-US')} notes, but this file has{' '}
            {result.contactCount.toLocaleString('en-US')} valid recipient
            {result.contactCount === 1 ? '' : 's'}. An order is for the recipients in its file.
          </span>
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="shrink-0"
            onClick={() => onUseCount(result.contactCount)}
          >
            Use {result.contactCount.toLocaleString('en-US')} notes
          </Button>
        </div>
      ) : null}
      <RowList title={skippedRowsTitle(result.skippedRows)} rows={result.errors} tone="skip" />
      <RowList
        title={`Kept with a change (${result.warnings.length.toLocaleString('en-US')})`}
        rows={result.warnings}
        tone="note"
      />
    </section>
  );
}
