import { Download, Eye, FileSpreadsheet, FileText, Image as ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { type TAdminCampaign, ZAdminCampaignSchema } from '../../../../shared/admin-campaigns';
import type { CustomerFileKind, TAdminFile } from '../../../../shared/admin-file';
import { exportCampaignContacts } from '../../../../shared/contracts/admin-campaigns/export-campaign-contacts';
import { getAdminFile } from '../../../../shared/contracts/files/get-admin-file';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { adminFetchFile } from '../admin-api';
import { FilePreviewDialog } from '../files/file-preview-dialog';
import { useFileDownload } from '../files/use-file-download';
import { slugify } from '../ui/slug';

const FILE_LABELS: Record<CustomerFileKind, string> = {
  logo: 'Logo',
  frontDesign: 'Front design',
  backDesign: 'Back design',
  contactsCsv: 'Contacts CSV (as uploaded)',
};

/** The files a campaign carries, in the order of its schema. */
const FILE_KINDS = ZAdminCampaignSchema.shape.files.keyof().options;

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The customer's uploads with View and Download, and the contacts export (back-office.md §2). */
export function CampaignFiles({ campaign }: { campaign: TAdminCampaign }) {
  const { busy, download } = useFileDownload();
  const [viewing, setViewing] = useState<{ file: TAdminFile; label: string } | null>(null);
  const csvName = `contacts-${slugify(campaign.name)}.csv`;
  const downloadFile = (file: TAdminFile) =>
    download(file.id, () => adminFetchFile(getAdminFile, { params: { fileId: file.id } }, file.name));
  const exportKey = `contacts-${campaign.id}`;
  const downloadContacts = () =>
    download(
      exportKey,
      () => adminFetchFile(exportCampaignContacts, { params: { id: campaign.id } }, csvName),
      csvName,
    );

  return (
    <div className="grid gap-2">
      <ul className="grid gap-2">
        {FILE_KINDS.map((kind) => {
          const file = campaign.files[kind];
          const label = FILE_LABELS[kind];
          const Icon =
            kind === 'contactsCsv'
              ? FileSpreadsheet
              : file?.mimeType === 'application/pdf'
                ? FileText
                : ImageIcon;
          return (
            <li
              key={kind}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line bg-white px-3 py-2"
            >
              <div className="flex min-w-0 items-center gap-2.5">
                <Icon aria-hidden="true" className="size-4 shrink-0 text-muted" />
                <div className="min-w-0">
                  <p className="text-sm font-medium text-ink-900">{label}</p>
                  <p className="truncate text-xs text-muted">
                    {file ? `${file.name} · ${formatSize(file.sizeBytes)}` : 'Not provided'}
                  </p>
                </div>
              </div>
              {file ? (
                <div className="flex gap-1.5">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`View ${label.toLowerCase()}`}
                    onClick={() => setViewing({ file, label })}
                  >
                    <Eye aria-hidden="true" />
                    View
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Download ${label.toLowerCase()}`}
                    disabled={busy === file.id}
                    onClick={() => downloadFile(file)}
                  >
                    {busy === file.id ? (
                      <Spinner label={null} className="size-4" />
                    ) : (
                      <Download aria-hidden="true" />
                    )}
                    Download
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Button
        variant="secondary"
        size="sm"
        className="justify-self-start"
        disabled={busy === exportKey}
        onClick={downloadContacts}
      >
        {busy === exportKey ? <Spinner label={null} className="size-4" /> : <Download aria-hidden="true" />}
        Download contacts CSV
        {campaign.contactCount > 0 ? ` (${campaign.contactCount.toLocaleString('en-US')})` : ''}
      </Button>
      <FilePreviewDialog
        file={viewing?.file ?? null}
        title={viewing ? `${viewing.label} — ${campaign.name}` : ''}
        onOpenChange={(open) => {
          if (!open) setViewing(null);
        }}
        onDownload={() => viewing && downloadFile(viewing.file)}
      />
    </div>
  );
}
