import Papa from 'papaparse';
import { REQUIRED_COLUMNS } from './contact-columns';
import { MERGE_FIELDS, type MergeField } from './merge-fields';

/**
 * `contact-template.csv`: the required columns first, in the order of the spec's rule (name, address, city,
 * state, zipcode), so a person filling it in meets the must-haves first; then the 19 merge-field columns in
 * their §9 order, without name and address, which are already there (22 columns). One example row shows
 * a quoted address with a comma.
 */
export function buildTemplateCsv(): string {
  const extra: MergeField[] = MERGE_FIELDS.filter((f) => f.key !== 'name' && f.key !== 'address');
  const fields = [...REQUIRED_COLUMNS, ...extra.map((f) => f.key)];
  const example = [
    'Sarah Johnson',
    '123 Main St, Suite 4',
    'Springfield',
    'IL',
    '62704',
    ...extra.map((f) => f.sample),
  ];
  return `${Papa.unparse({ fields, data: [example] }, { newline: '\r\n' })}\r\n`;
}
