import { badRequest } from '../../../lib/errors';

/**
 * CSV bytes as text: UTF-8 (with or without BOM), else Windows-1252, which is what Excel on Windows writes
 * for "CSV" and what many CRMs export. A NUL byte means it is not a text file at all.
 */
export function decodeCsvText(bytes: Buffer): string {
  if (bytes.includes(0)) throw badRequest('Please upload a CSV file.');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
