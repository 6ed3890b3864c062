/**
 * The upload page's report on merge fields that print blank: which fields some recipients lack, how their
 * note then reads, and the hint that fixes it (a typo's correction or a fallback).
 */
import {
  closestMergeField,
  fieldValue,
  type MergeContact,
  parseMergeTokens,
  renderMessage,
  SAMPLE_CONTACT,
} from './merge-fields';

export interface EmptyFieldUsage {
  field: string;
  /** Contacts for which this field renders blank (no value and the message gives no fallback). */
  count: number;
}

/**
 * Per field used without a fallback somewhere in the message: how many contacts have no value for it.
 * Fields every contact fills are left out.
 */
export function findEmptyFieldUsage(message: string, contacts: readonly MergeContact[]): EmptyFieldUsage[] {
  const unguarded = [
    ...new Set(
      parseMergeTokens(message)
        .filter((t) => t.fallback === null)
        .map((t) => t.field),
    ),
  ];
  const usage: EmptyFieldUsage[] = [];
  for (const field of unguarded) {
    let count = 0;
    for (const contact of contacts) if (!fieldValue(contact, field)) count++;
    if (count > 0) usage.push({ field, count });
  }
  return usage;
}

/** How the first line using `field` reads for a contact without it, e.g. `Dear ,`. */
function blankFieldPreview(message: string, field: string): string {
  const line =
    message
      .split(/\r?\n/)
      .find((l) => parseMergeTokens(l).some((t) => t.field === field && t.fallback === null)) ?? '';
  const column = field === 'zip' || field === 'zip_code' ? 'zipcode' : field;
  const withoutField: MergeContact = {
    ...SAMPLE_CONTACT,
    ...(column === 'name' ? { name: '' } : {}),
    ...(column === 'address' ? { address: '' } : {}),
    ...(column === 'address2' ? { address2: '' } : {}),
    ...(column === 'city' ? { city: '' } : {}),
    ...(column === 'state' ? { state: '' } : {}),
    ...(column === 'zipcode' ? { zipCode: '' } : {}),
    customFields: Object.fromEntries(
      Object.entries(SAMPLE_CONTACT.customFields ?? {}).filter(([k]) => k !== field),
    ),
  };
  // first_name/last_name are derived from name, so blanking them means blanking the name for this line only.
  const contact =
    field === 'first_name' || field === 'last_name' ? { ...withoutField, name: '' } : withoutField;
  return renderMessage(line, contact).trim();
}

/**
 * '{{title}} is empty for 1,204 recipients; their note will read "Dear ,"', or, when the line holds
 * nothing else, that the line is left blank (never an empty quotation).
 */
export function describeEmptyFieldUsage(message: string, usage: EmptyFieldUsage): string {
  const who = usage.count === 1 ? '1 recipient' : `${usage.count.toLocaleString('en-US')} recipients`;
  const preview = blankFieldPreview(message, usage.field);
  const outcome = preview
    ? `their note will read "${preview}"`
    : 'the line where it stands will be blank in their note';
  return `{{${usage.field}}} is empty for ${who}; ${outcome}.`;
}
/** The hint shown under the report: the field it resembles when it is a typo, else a fallback fills the gap. */
export function fallbackHint(field: string): string {
  const meant = closestMergeField(field);
  if (meant) return `Did you mean {{${meant}}}? Change {{${field}}} to {{${meant}}} in your message.`;
  return `Add a fallback to fill the gap, e.g. {{${field}|friend}}.`;
}

/** Every empty-field sentence for a message and its contacts, ready to show. */
export function emptyFieldWarnings(message: string, contacts: readonly MergeContact[]): string[] {
  return findEmptyFieldUsage(message, contacts).map((u) => describeEmptyFieldUsage(message, u));
}
