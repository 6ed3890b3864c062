import { Braces, Download, FileSpreadsheet } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api';
import { type ExportKind, useDownloadExport } from './account-data-api';

const DOWNLOADS: Array<{ kind: ExportKind; label: string; hint: string; icon: typeof Braces }> = [
  {
    kind: 'json',
    label: 'Everything (JSON)',
    hint: 'Your account, orders with their status history, messages, designs, contacts, saved lists and card.',
    icon: Braces,
  },
  {
    kind: 'contacts',
    label: 'Contacts (CSV)',
    hint: 'Every contact of your orders and saved lists, with where it came from. Opens in Excel or Sheets.',
    icon: FileSpreadsheet,
  },
  {
    kind: 'orders',
    label: 'Orders (CSV)',
    hint: 'One row per payment: reference, status, amount, refunds and dates.',
    icon: FileSpreadsheet,
  },
];

/** The account's downloads: each fetched with the session, saved as a file; a failure is said beside it. */
export function ExportDownloads() {
  const download = useDownloadExport();
  return (
    <ul className="grid gap-3">
      {DOWNLOADS.map(({ kind, label, hint, icon: Icon }) => {
        const pending = download.isPending && download.variables === kind;
        const failed = download.isError && download.variables === kind;
        return (
          <li
            key={kind}
            className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 sm:flex-row sm:items-center"
          >
            <Icon aria-hidden="true" className="hidden size-6 shrink-0 text-accent-700 sm:block" />
            <div className="min-w-0 flex-1">
              <p className="font-medium text-ink-950">{label}</p>
              <p className="text-sm text-muted">{hint}</p>
              {failed ? (
                <p role="alert" className="mt-1 text-sm text-red-700">
                  {errorMessage(download.error, 'The download failed. Please try again.')}
                </p>
              ) : null}
            </div>
            <Button
              variant="outline"
              disabled={download.isPending}
              aria-label={`Download ${label}`}
              onClick={() => download.mutate(kind)}
            >
              <Download aria-hidden="true" />
              {pending ? 'Preparing…' : 'Download'}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
