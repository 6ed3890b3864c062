import type { RequiredColumn } from '../../../shared/contact-columns';
import type { ContactRowNote, TContactInput } from '../../../shared/contacts-csv';
import type { V1RecipientInput, V1RowProblem } from '../../../shared/v1-recipients';

/** The API's name of each field the site's rules name, as `param` names it. */
export const V1_ROW_FIELD = {
  name: 'name',
  address: 'address',
  city: 'city',
  state: 'state',
  zipcode: 'zip',
} as const satisfies Record<RequiredColumn, keyof V1RecipientInput>;

/** A campaign's recipient or a list's contact as the API takes it: the site's contact under snake_case names. */
type V1AddressRow = Pick<
  V1RecipientInput,
  'name' | 'address' | 'address2' | 'city' | 'state' | 'zip' | 'merge_fields'
>;

export function toContactInput(row: V1AddressRow): TContactInput {
  return {
    name: row.name,
    address: row.address,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zipCode: row.zip,
    customFields: row.merge_fields,
  };
}

/** A row's problem as /v1 reports it: JSON by the batch's field (`recipients[3].zip`), CSV by its column. */
export function v1RowProblem(batch: 'recipients' | 'contacts' | 'csv', note: ContactRowNote): V1RowProblem {
  const { index, column, message } = note;
  if (batch === 'csv') return { index, param: column, message };
  return { index, param: column ? `${batch}[${index}].${V1_ROW_FIELD[column]}` : null, message };
}
