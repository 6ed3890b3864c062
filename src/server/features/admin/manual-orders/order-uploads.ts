import { CSV_MESSAGES, MAX_CONTACTS, parseContactsCsv } from '../../../../shared/contacts-csv';
import { CONTACTS_UPLOAD, DESIGN_UPLOAD } from '../../../../shared/manual-order';
import type { AppDeps } from '../../../app-deps';
import { badRequest } from '../../../lib/errors';
import { acceptFile, type FileKind } from '../../../lib/files/file-kinds';
import type { StoredFile } from '../../../lib/files/file-storage';
import { decodeCsvText } from './csv-text';

type Deps = Pick<AppDeps, 'database' | 'storage'>;
type Upload = { filename: string; bytes: Buffer };

export const DESIGN_FILE_KINDS = { front: 'front-design', back: 'back-design' } as const;
const DESIGN_KINDS: readonly FileKind[] = ['png', 'jpg', 'pdf', 'ai', 'psd'];
const DESIGN_WRONG_TYPE = `Design files must be ${DESIGN_UPLOAD.extensions.join(', ')}.`;

/** A manual order's front or back design: a private customer file until the order links it to its campaign. */
export async function saveDesignFile(
  deps: Deps,
  upload: Upload,
  side: 'front' | 'back',
): Promise<StoredFile> {
  const file = await acceptFile(upload.bytes, upload.filename, DESIGN_KINDS, DESIGN_WRONG_TYPE);
  return deps.storage.save(deps.database.db, {
    kind: DESIGN_FILE_KINDS[side],
    originalName: file.name,
    mimeType: file.mimeType,
    bytes: file.bytes,
  });
}

export const CONTACTS_FILE_KIND = 'contacts-csv';

/** Parses a contacts CSV with the shared rules; a file with no usable contact is refused with its first error. */
export function parseContactsFile(upload: Upload) {
  if (!upload.filename.toLowerCase().endsWith(`.${CONTACTS_UPLOAD.extensions[0]}`)) {
    throw badRequest('Please upload a CSV file.');
  }
  const result = parseContactsCsv(decodeCsvText(upload.bytes));
  if (result.contacts.length === 0) throw badRequest(result.errors[0] ?? 'The CSV file has no contacts.');
  if (result.contacts.length > MAX_CONTACTS) throw badRequest(CSV_MESSAGES.tooMany(result.contacts.length));
  return result;
}

export async function saveContactsFile(deps: Deps, upload: Upload) {
  const result = parseContactsFile(upload);
  const file = await deps.storage.save(deps.database.db, {
    kind: CONTACTS_FILE_KIND,
    originalName: upload.filename,
    mimeType: 'text/csv',
    bytes: upload.bytes,
  });
  return { file, result };
}
