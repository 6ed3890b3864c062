/** A contacts CSV's header: the columns it must have, the spellings they go by, and the other columns (custom fields). */
import { MERGE_FIELDS } from './merge-fields';

export const REQUIRED_COLUMNS = ['name', 'address', 'city', 'state', 'zipcode'] as const;
export type RequiredColumn = (typeof REQUIRED_COLUMNS)[number];
export type Column = RequiredColumn | 'address2';

/** Header spellings CRMs and spreadsheets use, after lowercasing and turning `_`/`-`/spaces into one space. */
const HEADER_ALIASES: Record<string, Column> = {
  name: 'name',
  address: 'address',
  address1: 'address',
  'address 1': 'address',
  street: 'address',
  'street address': 'address',
  address2: 'address2',
  'address 2': 'address2',
  city: 'city',
  state: 'state',
  zipcode: 'zipcode',
  zip: 'zipcode',
  'zip code': 'zipcode',
  'postal code': 'zipcode',
};

/** Column headers shown in the page's format example. */
export const OPTIONAL_COLUMNS = [
  'address2',
  ...MERGE_FIELDS.map((f) => f.key).filter((k) => k !== 'name' && k !== 'address'),
];
function headerKey(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
}

interface ColumnMap {
  required: Partial<Record<Column, number>>;
  /** Unknown columns with a header: index and the header as written (the custom field's name). */
  custom: [number, string][];
}

export function mapColumns(header: readonly string[]): ColumnMap {
  const map: ColumnMap = { required: {}, custom: [] };
  header.forEach((raw, i) => {
    const column = HEADER_ALIASES[headerKey(raw)];
    if (column && map.required[column] === undefined) map.required[column] = i;
    else if (raw.trim()) map.custom.push([i, raw.trim()]);
  });
  return map;
}
