import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type DraftFiles,
  deleteDraftFile,
  FILE_SLOTS,
  type FileSlot,
  loadDraftFiles,
  pruneStaleDraftFiles,
  saveDraftFile,
} from './file-store';

type FileUrls = Partial<Record<FileSlot, string>>;

export interface DraftFilesState {
  files: DraftFiles;
  /** Object URLs for previews, made once per file and revoked when it goes. */
  urls: FileUrls;
  /** True until the stored files were read back. */
  loading: boolean;
  /** Error reading the store (the draft itself is still usable). */
  loadError: Error | null;
  /** Stores (or with null, removes) the file of a slot; rejects when the browser refuses to store it. */
  setFile: (slot: FileSlot, file: File | null) => Promise<void>;
}

/** The draft's files, read back from IndexedDB on mount and kept there on every change. */
export function useDraftFiles(draftId: string | null): DraftFilesState {
  const [files, setFiles] = useState<DraftFiles>({});
  const [urls, setUrls] = useState<FileUrls>({});
  const [loading, setLoading] = useState(draftId !== null);
  const [loadError, setLoadError] = useState<Error | null>(null);
  const urlsRef = useRef<FileUrls>({});

  const replaceUrl = useCallback((slot: FileSlot, file: File | null) => {
    const old = urlsRef.current[slot];
    if (old) URL.revokeObjectURL(old);
    const next = { ...urlsRef.current };
    if (file) next[slot] = URL.createObjectURL(file);
    else delete next[slot];
    urlsRef.current = next;
    setUrls(next);
  }, []);

  useEffect(() => {
    if (!draftId) return;
    let cancelled = false;
    setLoading(true);
    loadDraftFiles(draftId)
      .then((stored) => {
        if (cancelled) return;
        setFiles(stored);
        // Every slot, so a draft started over does not keep the previous draft's previews.
        for (const slot of FILE_SLOTS) replaceUrl(slot, stored[slot] ?? null);
      })
      .catch((err: unknown) => {
        if (!cancelled) setLoadError(err instanceof Error ? err : new Error(String(err)));
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    pruneStaleDraftFiles(draftId).catch(() => {
      // Housekeeping only: a failure leaves old files for next time.
    });
    return () => {
      cancelled = true;
    };
  }, [draftId, replaceUrl]);

  useEffect(
    () => () => {
      for (const url of Object.values(urlsRef.current)) URL.revokeObjectURL(url);
      urlsRef.current = {};
    },
    [],
  );

  const setFile = useCallback(
    async (slot: FileSlot, file: File | null) => {
      if (!draftId) throw new Error('There is no draft to keep the file in.');
      if (file) await saveDraftFile(draftId, slot, file);
      else await deleteDraftFile(draftId, slot);
      setFiles((prev) => {
        const next = { ...prev };
        if (file) next[slot] = file;
        else delete next[slot];
        return next;
      });
      replaceUrl(slot, file);
    },
    [draftId, replaceUrl],
  );

  return { files, urls, loading, loadError, setFile };
}
