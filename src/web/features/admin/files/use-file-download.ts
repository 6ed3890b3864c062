import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { type DownloadedFile, saveBlob } from '../admin-api';

/**
 * Saves a token-protected file: `fetchFile` fetches it (adminFetchFile with its contract), `key` names it
 * while it downloads (`busy`), `preferredName` overrides the server's filename.
 */
export function useFileDownload() {
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (key: string, fetchFile: () => Promise<DownloadedFile>, preferredName?: string) => {
    setBusy(key);
    try {
      const { blob, filename } = await fetchFile();
      saveBlob(blob, preferredName ?? filename);
    } catch (err) {
      toast({ variant: 'destructive', title: 'Download failed', description: errorMessage(err) });
    } finally {
      setBusy(null);
    }
  };
  return { busy, download };
}
