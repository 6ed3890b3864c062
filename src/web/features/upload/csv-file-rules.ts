import { CSV_MAX_BYTES } from '../../../shared/contacts-csv';

/** The toast for a file the drop zone refuses (public-site.md §5), or null. */
export function csvFileProblem(file: File): { title: string; description: string } | null {
  if (!file.name.toLowerCase().endsWith('.csv')) {
    return { title: 'Invalid file type', description: 'Please upload a CSV file.' };
  }
  if (file.size > CSV_MAX_BYTES) {
    return { title: 'File too large', description: 'Please upload a file smaller than 5MB' };
  }
  return null;
}
