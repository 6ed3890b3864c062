import { type ContactsResult, parseContactsCsv } from '../../../shared/contacts-csv';

type WorkerAnswer = { ok: true; result: ContactsResult } | { ok: false };

export class CsvParseError extends Error {
  constructor() {
    super('Failed to parse CSV file. Please check the format.');
    this.name = 'CsvParseError';
  }
}

/** Reads the file as text, reporting how much was read (0–1). */
function readText(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(new CsvParseError());
    reader.readAsText(file);
  });
}

function parseInWorker(text: string): Promise<ContactsResult> {
  if (typeof Worker === 'undefined') return Promise.resolve(parseContactsCsv(text));
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./csv-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<WorkerAnswer>) => {
      worker.terminate();
      if (e.data.ok) resolve(e.data.result);
      else reject(new CsvParseError());
    };
    worker.onerror = (e) => {
      e.preventDefault();
      worker.terminate();
      // A worker that cannot start (blocked by policy) is no reason to fail: parse here instead.
      try {
        resolve(parseContactsCsv(text));
      } catch {
        reject(new CsvParseError());
      }
    };
    worker.postMessage(text);
  });
}

export type ParsePhase = 'reading' | 'validating';

/** Reads and validates a contacts CSV with the shared rules; `onPhase` drives the Processing bar. */
export async function parseCsvFile(
  file: File,
  onPhase: (phase: ParsePhase, readFraction: number) => void,
): Promise<ContactsResult> {
  onPhase('reading', 0);
  const text = await readText(file, (fraction) => onPhase('reading', fraction));
  onPhase('validating', 1);
  try {
    return await parseInWorker(text);
  } catch {
    throw new CsvParseError();
  }
}
