/**
 * The files a customer picked (designs, logo, contact CSV), kept in IndexedDB so they survive a reload:
 * object URLs die with the page and session storage only holds strings. Records are keyed by the draft's
 * id, so two tabs with two drafts never see each other's files.
 */
import { isOneOf, isRecord } from '../../shared/guards';

export const FILE_SLOTS = ['frontDesign', 'backDesign', 'logo', 'contacts'] as const;
export type FileSlot = (typeof FILE_SLOTS)[number];

export type DraftFiles = Partial<Record<FileSlot, File>>;

interface FileRecord {
  key: string;
  draftId: string;
  slot: FileSlot;
  blob: Blob;
  name: string;
  type: string;
  savedAt: number;
}

/** A record as this module writes it; anything else in the store (another version's) is left alone. */
function isFileRecord(value: unknown): value is FileRecord {
  return (
    isRecord(value) &&
    typeof value.key === 'string' &&
    typeof value.draftId === 'string' &&
    isOneOf(FILE_SLOTS, value.slot) &&
    value.blob instanceof Blob &&
    typeof value.name === 'string' &&
    typeof value.type === 'string' &&
    typeof value.savedAt === 'number'
  );
}

const DB_NAME = 'quillpost-drafts';
const STORE = 'files';
/** Files of drafts nobody came back to are dropped after this long. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

let opening: Promise<IDBDatabase> | null = null;

function openDb(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('This browser cannot store files for your draft.'));
      return;
    }
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'key' });
      store.createIndex('draftId', 'draftId');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('Could not open the file store.'));
  }).catch((err: unknown) => {
    opening = null;
    throw err;
  });
  return opening;
}

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('File store request failed.'));
  });
}

async function withStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => Promise<T>,
): Promise<T> {
  const db = await openDb();
  const tx = db.transaction(STORE, mode);
  const done = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('File store transaction failed.'));
    tx.onabort = () => reject(tx.error ?? new Error('File store transaction was aborted.'));
  });
  const result = await run(tx.objectStore(STORE));
  await done;
  return result;
}

const keyOf = (draftId: string, slot: FileSlot) => `${draftId}/${slot}`;

export function saveDraftFile(draftId: string, slot: FileSlot, file: File): Promise<void> {
  const record: FileRecord = {
    key: keyOf(draftId, slot),
    draftId,
    slot,
    blob: file,
    name: file.name,
    type: file.type,
    savedAt: Date.now(),
  };
  return withStore('readwrite', async (store) => {
    await settle(store.put(record));
  });
}

export function deleteDraftFile(draftId: string, slot: FileSlot): Promise<void> {
  return withStore('readwrite', async (store) => {
    await settle(store.delete(keyOf(draftId, slot)));
  });
}

/** Every file stored for the draft, as File objects with their original names and types. */
export function loadDraftFiles(draftId: string): Promise<DraftFiles> {
  return withStore('readonly', async (store) => {
    const stored: unknown[] = await settle(store.index('draftId').getAll(draftId));
    const records = stored.filter(isFileRecord);
    const files: DraftFiles = {};
    for (const r of records) files[r.slot] = new File([r.blob], r.name, { type: r.type });
    return files;
  });
}

export function clearDraftFiles(draftId: string): Promise<void> {
  return withStore('readwrite', async (store) => {
    const keys = await settle(store.index('draftId').getAllKeys(draftId));
    await Promise.all(keys.map((key) => settle(store.delete(key))));
  });
}

/** Drops files of other drafts older than a week (tabs closed mid-way never clear their own). */
export function pruneStaleDraftFiles(currentDraftId: string): Promise<void> {
  const cutoff = Date.now() - MAX_AGE_MS;
  return withStore('readwrite', async (store) => {
    const stored: unknown[] = await settle(store.getAll());
    const records = stored.filter(isFileRecord);
    const stale = records.filter((r) => r.draftId !== currentDraftId && r.savedAt < cutoff);
    await Promise.all(stale.map((r) => settle(store.delete(r.key))));
  });
}
