import { Download, FileWarning } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { TAdminFile } from '../../../../shared/admin-file';
import { getAdminFile } from '../../../../shared/contracts/files/get-admin-file';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogHeading, focusDialogItself } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { adminFetchFile } from '../admin-api';

type Preview =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; url: string; kind: 'image' | 'pdf' | 'text' | 'other'; text?: string };

function kindOf(mime: string): 'image' | 'pdf' | 'text' | 'other' {
  if (mime.startsWith('image/')) return 'image';
  if (mime === 'application/pdf') return 'pdf';
  if (mime.startsWith('text/')) return 'text';
  return 'other';
}

/** Loads a token-protected file into a blob URL while `file` is set, and revokes it afterwards. */
function usePreview(file: TAdminFile | null): Preview {
  const [preview, setPreview] = useState<Preview>({ state: 'loading' });
  useEffect(() => {
    if (!file) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    setPreview({ state: 'loading' });
    adminFetchFile(getAdminFile, { params: { fileId: file.id }, query: { disposition: 'inline' } }, file.name)
      .then(async ({ blob }) => {
        if (cancelled) return;
        const kind = kindOf(blob.type || file.mimeType);
        const text = kind === 'text' ? (await blob.text()).slice(0, 20_000) : undefined;
        objectUrl = URL.createObjectURL(blob);
        if (!cancelled) setPreview({ state: 'ready', url: objectUrl, kind, text });
      })
      .catch((err: unknown) => {
        if (!cancelled)
          setPreview({ state: 'error', message: errorMessage(err, 'The file could not be loaded.') });
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [file]);
  return preview;
}

export interface FilePreviewDialogProps {
  file: TAdminFile | null;
  title: string;
  onOpenChange: (open: boolean) => void;
  onDownload: () => void;
}

/** View: the file inside the page (images, PDFs, CSV text); anything else offers the download. */
export function FilePreviewDialog({ file, title, onOpenChange, onDownload }: FilePreviewDialogProps) {
  const preview = usePreview(file);
  return (
    <Dialog open={file !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl" onOpenAutoFocus={focusDialogItself}>
        <DialogHeading title={title} description={file?.name ?? ''} descriptionClassName="break-all" />
        <div className="flex min-h-64 items-center justify-center overflow-hidden rounded-xl border border-line bg-sand/60">
          {preview.state === 'loading' ? (
            <Spinner label="Loading preview" className="size-6 text-ink-700" />
          ) : null}
          {preview.state === 'error' ? (
            <p role="alert" className="flex items-center gap-2 p-6 text-sm text-red-800">
              <FileWarning aria-hidden="true" className="size-5" />
              {preview.message}
            </p>
          ) : null}
          {preview.state === 'ready' && preview.kind === 'image' ? (
            <img src={preview.url} alt={title} className="max-h-[70dvh] w-auto max-w-full object-contain" />
          ) : null}
          {preview.state === 'ready' && preview.kind === 'pdf' ? (
            <iframe src={preview.url} title={title} className="h-[70dvh] w-full bg-white" />
          ) : null}
          {preview.state === 'ready' && preview.kind === 'text' ? (
            <pre className="max-h-[70dvh] w-full overflow-auto bg-white p-4 text-left text-xs leading-5 text-ink-900">
              {preview.text}
            </pre>
          ) : null}
          {preview.state === 'ready' && preview.kind === 'other' ? (
            <p className="p-6 text-center text-sm text-muted">
              This file type cannot be shown in the browser. Download it to open it.
            </p>
          ) : null}
        </div>
        <div className="flex justify-end">
          <Button variant="outline" onClick={onDownload}>
            <Download aria-hidden="true" />
            Download
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
