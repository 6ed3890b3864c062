import { CSV_MESSAGES, type TContact, type TContactInput, validateContacts } from './contacts-csv';

/** The fields of one contact a form edits, with the campaign upload's names. */
const CONTACT_FORM_FIELDS = ['name', 'address', 'city', 'state', 'zipCode'] as const;
export type ContactFormField = (typeof CONTACT_FORM_FIELDS)[number];

/** The CSV rules' labels for those fields ("Zip code is required"). */
const LABELS: Record<ContactFormField, string> = {
  name: 'Name',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipCode: 'Zip code',
};

const ROW = 'Contact 1';

export interface CheckedContact {
  /** The contact as the CSV rules keep it (state code, padded ZIP), or null when a rule refused it. */
  contact: TContact | null;
  /** Each refused field with its message, without the row name a single contact does not need. */
  fieldErrors: Partial<Record<ContactFormField, string>>;
  /** Every refusal as one sentence, for a 400 answer. */
  message: string;
  /** Kept with a change (a ZIP padded with its lost leading zero). */
  notes: string[];
}

/**
 * One contact checked by the very rules of a CSV upload (`validateContacts`), its refusals put back on the
 * fields they concern, so the saved-list form shows them beside the field and the server answers the same.
 */
export function checkContact(input: TContactInput): CheckedContact {
  const result = validateContacts([input]);
  const fieldErrors: Partial<Record<ContactFormField, string>> = {};
  const state = input.state?.trim() ?? '';
  const zip = input.zipCode?.trim() ?? '';
  for (const error of result.errors) {
    const field =
      CONTACT_FORM_FIELDS.find((f) => error === CSV_MESSAGES.required(ROW, LABELS[f])) ??
      (error === CSV_MESSAGES.badState(ROW, state) ? 'state' : undefined) ??
      (error === CSV_MESSAGES.badZip(ROW, zip) ? 'zipCode' : undefined);
    if (field) fieldErrors[field] = withoutRow(error);
  }
  return {
    contact: result.errors.length === 0 ? (result.contacts[0] ?? null) : null,
    fieldErrors,
    message: result.errors.map(withoutRow).join(' '),
    notes: result.warnings.map(withoutRow),
  };
}

/** "Contact 1: State "XX" is …" → "State "XX" is …." */
function withoutRow(message: string): string {
  const text = message.startsWith(`${ROW}: `) ? message.slice(ROW.length + 2) : message;
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
