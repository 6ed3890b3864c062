import { useCallback, useEffect, useRef, useState } from 'react';
import type { ContactsResult } from '../../../shared/contacts-csv';
import { earliestDeliveryDate, isDeliveryDateAllowed } from '../../../shared/delivery-date';
import { centsToDecimal } from '../../../shared/money';
import { quote } from '../../../shared/pricing';
import { toast } from '../../components/ui/toast';
import { readDraft, storedFile, type TCampaignDraft, writeDraft } from '../../draft/campaign-draft';
import { useDraftFiles } from '../../draft/use-draft-files';
import { csvFileProblem } from './csv-file-rules';
import { CsvParseError, type ParsePhase, parseCsvFile } from './parse-csv-file';

/** A list saved in the customer's account, used instead of a CSV (issue 12 §4). */
export interface SavedListSource {
  id: string;
  name: string;
  result: ContactsResult;
}

export type CsvState =
  | { status: 'idle' }
  | { status: 'processing'; file: File; phase: ParsePhase; readFraction: number }
  | { status: 'done'; file: File; result: ContactsResult }
  | { status: 'failed'; file: File; message: string };

function today(): Date {
  return new Date();
}

/** A stored date the calendar has since overtaken is dropped rather than offered. */
function restoredDate(draft: TCampaignDraft | null): string | null {
  const date = draft?.upload.deliveryDate ?? null;
  return date && isDeliveryDateAllowed(date, today()) ? date : null;
}

/** The contact-upload page's state: the draft, its files, the parsed CSV and the delivery date. */
export function useContactUpload() {
  const [draft, setDraft] = useState<TCampaignDraft | null>(readDraft);
  const files = useDraftFiles(draft?.draftId ?? null);
  const [csv, setCsv] = useState<CsvState>({ status: 'idle' });
  const [savedList, setSavedList] = useState<SavedListSource | null>(null);
  const [deliveryDate, setDeliveryDateState] = useState<string | null>(() => restoredDate(draft));
  const parseRun = useRef(0);
  const restored = useRef(false);

  const updateDraft = useCallback((change: (d: TCampaignDraft) => TCampaignDraft) => {
    setDraft((current) => {
      if (!current) return current;
      const next = change(current);
      try {
        writeDraft(next);
      } catch {
        // Storage blocked: the page keeps working, only a reload would lose this change.
      }
      return next;
    });
  }, []);

  // The draft's running totals (public-site.md §3); the server prices the campaign itself.
  const updateTotals = useCallback(
    (result: ContactsResult) => {
      const q = quote(result.contacts.length);
      updateDraft((d) => ({
        ...d,
        totalNotes: result.contacts.length,
        pricePerNote: centsToDecimal(q.pricePerNoteCents),
        totalAmount: centsToDecimal(q.totalCents),
      }));
    },
    [updateDraft],
  );

  const parse = useCallback(
    async (file: File) => {
      const run = ++parseRun.current;
      setCsv({ status: 'processing', file, phase: 'reading', readFraction: 0 });
      try {
        const result = await parseCsvFile(file, (phase, readFraction) => {
          if (run === parseRun.current) setCsv({ status: 'processing', file, phase, readFraction });
        });
        if (run !== parseRun.current) return;
        setCsv({ status: 'done', file, result });
        updateTotals(result);
      } catch (err) {
        if (run !== parseRun.current) return;
        const message =
          err instanceof CsvParseError ? err.message : 'Failed to parse CSV file. Please check the format.';
        setCsv({ status: 'failed', file, message });
        toast({ variant: 'destructive', title: 'Error processing file', description: message });
      }
    },
    [updateTotals],
  );

  // After a reload, the CSV chosen before is read back from IndexedDB and checked again.
  useEffect(() => {
    if (files.loading || restored.current) return;
    restored.current = true;
    if (files.files.contacts) void parse(files.files.contacts);
  }, [files.loading, files.files.contacts, parse]);

  const selectCsv = useCallback(
    async (file: File) => {
      const problem = csvFileProblem(file);
      if (problem) {
        toast({ variant: 'destructive', ...problem });
        return;
      }
      restored.current = true;
      setSavedList(null);
      void parse(file);
      try {
        await files.setFile('contacts', file);
        updateDraft((d) => ({ ...d, upload: { ...d.upload, csv: storedFile(file) } }));
      } catch {
        // Only a reload would need the stored copy; the upload itself goes on.
      }
    },
    [files, parse, updateDraft],
  );

  const removeCsv = useCallback(async () => {
    parseRun.current++;
    setCsv({ status: 'idle' });
    setSavedList(null);
    updateDraft((d) => ({ ...d, totalNotes: 0, totalAmount: '0.00', upload: { ...d.upload, csv: null } }));
    await files.setFile('contacts', null).catch(() => {});
  }, [files, updateDraft]);

  /** A saved list replaces the CSV (and its stored copy), as choosing another file would. */
  const chooseSavedList = useCallback(
    async (source: SavedListSource) => {
      parseRun.current++;
      restored.current = true;
      setCsv({ status: 'idle' });
      setSavedList(source);
      updateTotals(source.result);
      updateDraft((d) => ({ ...d, upload: { ...d.upload, csv: null } }));
      await files.setFile('contacts', null).catch(() => {});
    },
    [files, updateDraft, updateTotals],
  );

  const setDeliveryDate = useCallback(
    (date: string | null) => {
      setDeliveryDateState(date);
      updateDraft((d) => ({ ...d, upload: { ...d.upload, deliveryDate: date } }));
    },
    [updateDraft],
  );

  return {
    draft,
    files,
    csv,
    selectCsv,
    removeCsv,
    savedList,
    chooseSavedList,
    deliveryDate,
    setDeliveryDate,
    earliestDate: earliestDeliveryDate(today()),
    rememberCreated: (created: { id: string; fingerprint: string } | null) =>
      updateDraft((d) => ({ ...d, upload: { ...d.upload, createdCampaign: created } })),
  };
}
