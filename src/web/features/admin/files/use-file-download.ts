import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { adminFetchFile, saveBlob } from '../admin-api';

/** Downloads a token-protected URL as a file; `busy` names the URL being fetched. */
export function useFileDownload() {
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (url: string, fallbackName: string, preferredName?: string) => {
    setBusy(url);
    try {
      const { blob, filename } = await adminFetchFile(url, fallbackName);
      saveBlob(blob, preferredName ?? filename);
    } catch (err) {
      toast({ variant: 'destructive', title: 'Download failed', description: errorMessage(err) });
    } finally {
      setBusy(null);
    }
  };
  return { busy, download };
}
