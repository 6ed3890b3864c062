/**
 * Merge fields in a note's message (public-site.md §3 "Dynamic message fields"; GUIDE: `{{field}}`,
 * case-insensitive, optional fallback `{{field|default}}`). One implementation for the builder's preview,
 * the upload page's empty-field report and the server.
 */
import { editDistance } from './edit-distance';

export const MESSAGE_LIMIT = 600;
export const MESSAGE_WARNING = 550;

export interface MergeField {
  key: string;
  label: string;
  /** An example value (the CSV template's example row, the Dynamic Fields Guide). */
  sample: string;
  /**
   * The customer's own field (custom1–3, notes): no example can guess it, so the writing preview shows its
   * name as a placeholder ("[custom1]") instead of an invented value.
   */
  own?: true;
}

/** The 19 fields in the order of public-site.md §9 (also the order of the CSV template's extra columns). */
export const MERGE_FIELDS: readonly MergeField[] = [
  { key: 'name', label: 'Full name', sample: 'Sarah Johnson' },
  { key: 'first_name', label: 'First name', sample: 'Sarah' },
  { key: 'last_name', label: 'Last name', sample: 'Johnson' },
  { key: 'email', label: 'Email address', sample: 'sarah@brightsmiledental.com' },
  { key: 'phone', label: 'Phone number', sample: '(555) 123-4567' },
  { key: 'address', label: 'Street address', sample: '123 Main St' },
  { key: 'company', label: 'Company', sample: 'Bright Smile Dental' },
  { key: 'title', label: 'Job title', sample: 'Practice Manager' },
  { key: 'website', label: 'Website', sample: 'brightsmiledental.com' },
  { key: 'industry', label: 'Industry', sample: 'Healthcare' },
  { key: 'facebook', label: 'Facebook', sample: 'facebook.com/brightsmile' },
  { key: 'instagram', label: 'Instagram', sample: '@brightsmile' },
  { key: 'twitter', label: 'Twitter / X', sample: '@brightsmile' },
  { key: 'linkedin', label: 'LinkedIn', sample: 'linkedin.com/in/sarahjohnson' },
  { key: 'tiktok', label: 'TikTok', sample: '@brightsmile' },
  { key: 'custom1', label: 'Custom field 1', sample: 'Gold member', own: true },
  { key: 'custom2', label: 'Custom field 2', sample: 'Spring cleaning', own: true },
  { key: 'custom3', label: 'Custom field 3', sample: '15% off', own: true },
  { key: 'notes', label: 'Notes', sample: 'Loved the new office', own: true },
];

const MERGE_FIELD_KEYS: readonly string[] = MERGE_FIELDS.map((f) => f.key);

/**
 * Fields filled from the upload's address columns beside the 19: the required city, state and zipcode (name
 * and address are among the 19), and address2 when the file has that column. Listed in the Dynamic Fields
 * Guide; not extra template columns (the template has them already).
 */
export const ADDRESS_MERGE_FIELDS: readonly MergeField[] = [
  { key: 'city', label: 'City', sample: 'Springfield' },
  { key: 'state', label: 'State', sample: 'IL' },
  { key: 'zipcode', label: 'ZIP code', sample: '62704' },
  { key: 'address2', label: 'Address line 2 (optional column)', sample: 'Suite 4' },
];

/**
 * Fields a recurring program fills per note (issue 13): `years` since the list's date, when the list has the
 * year. The scheduler puts it in the note's contact as `customFields.years`.
 */
const PROGRAM_MERGE_FIELDS: readonly MergeField[] = [
  { key: 'years', label: 'Years since the date, when the list has the year', sample: '5' },
];

/** Other spellings the contact's ZIP code answers to (see `fieldValue`). */
const ZIP_ALIASES = ['zip', 'zip_code'];

const KNOWN = new Set([
  ...MERGE_FIELD_KEYS,
  ...ADDRESS_MERGE_FIELDS.map((f) => f.key),
  ...PROGRAM_MERGE_FIELDS.map((f) => f.key),
  ...ZIP_ALIASES,
]);

export function isKnownMergeField(field: string): boolean {
  return KNOWN.has(normalizeFieldKey(field));
}

export const DEFAULT_MESSAGE = `Hi {{first_name}},

Thank you so much for being part of our community. We truly appreciate your support and wanted to send a personal note to say so.

We look forward to seeing you again soon!

Best regards,`;

/**
 * What a merge field can read from: a contact's columns and its custom fields. The CSV rules' contact input
 * (contacts-csv.ts) is this shape, defined here so the two modules do not import each other.
 */
export interface MergeContact {
  name?: string;
  address?: string;
  address2?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  customFields?: Record<string, string>;
}

export interface MergeToken {
  /** The text as written, e.g. `{{ First_Name | friend }}`. */
  raw: string;
  /** Normalized key, e.g. `first_name`. */
  field: string;
  /** The fallback after `|`, trimmed; null when none was written. */
  fallback: string | null;
  index: number;
}

// Spaces are allowed inside the braces; `{{First Name}}` is read as first_name.
const TOKEN = /\{\{([^{}|]*?)(?:\|([^{}]*))?\}\}/g;

/** Lowercases and turns spaces and hyphens into underscores: "First Name" → "first_name". */
function normalizeFieldKey(key: string): string {
  return key
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

export function parseMergeTokens(message: string): MergeToken[] {
  const tokens: MergeToken[] = [];
  for (const m of message.matchAll(TOKEN)) {
    const field = normalizeFieldKey(m[1] ?? '');
    if (!field) continue;
    tokens.push({ raw: m[0], field, fallback: m[2] === undefined ? null : m[2].trim(), index: m.index });
  }
  return tokens;
}

/** The distinct fields a message uses, in order of first use. */
export function listMergeFields(message: string): string[] {
  return [...new Set(parseMergeTokens(message).map((t) => t.field))];
}

/**
 * Fields the message uses that neither the 19 nor the address columns fill (the editor flags them; a CSV
 * column may still fill them).
 */
export function unknownMergeFields(message: string): string[] {
  return listMergeFields(message).filter((f) => !KNOWN.has(f));
}

/** Message length as a person counts it: characters, not UTF-16 units (an emoji is one). */
export function messageLength(message: string): number {
  let n = 0;
  for (const _ of message) n++;
  return n;
}

function splitName(name: string): { first: string; last: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { first: '', last: '' };
  return { first: parts[0]!, last: parts.length > 1 ? parts[parts.length - 1]! : '' };
}

/** The value of one field for a contact; first_name/last_name come from `name` when the CSV has no such column. */
export function fieldValue(contact: MergeContact, field: string): string {
  const custom = contact.customFields ?? {};
  // The template's headers match as written; other spellings ("First Name") need the normalized scan.
  const direct = custom[field]?.trim();
  if (direct) return direct;
  for (const [key, value] of Object.entries(custom)) {
    if (normalizeFieldKey(key) === field && value.trim()) return value.trim();
  }
  switch (field) {
    case 'name':
      return contact.name?.trim() ?? '';
    case 'address':
      return contact.address?.trim() ?? '';
    case 'address2':
      return contact.address2?.trim() ?? '';
    case 'city':
      return contact.city?.trim() ?? '';
    case 'state':
      return contact.state?.trim() ?? '';
    case 'zipcode':
    case 'zip_code':
    case 'zip':
      return contact.zipCode?.trim() ?? '';
    case 'first_name':
      return splitName(contact.name ?? '').first;
    case 'last_name':
      return splitName(contact.name ?? '').last;
    default:
      return '';
  }
}

/** Fills every merge field; an empty value uses the fallback, else leaves a blank (as the spec says). */
export function renderMessage(message: string, contact: MergeContact): string {
  return message.replace(TOKEN, (raw, key: string, fallback: string | undefined) => {
    const field = normalizeFieldKey(key);
    if (!field) return raw;
    return fieldValue(contact, field) || (fallback?.trim() ?? '');
  });
}

/** What the writing preview writes for a field of the sample recipient: its example, or "[custom1]" for the customer's own. */
function previewSampleValue(field: MergeField): string {
  return field.own ? `[${field.key}]` : field.sample;
}

/** The recipient the writing preview shows: every field filled with its sample (its name for the customer's own). */
export const SAMPLE_CONTACT: MergeContact = {
  name: 'Sarah Johnson',
  address: '123 Main St',
  address2: 'Suite 4',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704',
  customFields: Object.fromEntries(
    MERGE_FIELDS.filter((f) => f.key !== 'name' && f.key !== 'address').map((f) => [
      f.key,
      previewSampleValue(f),
    ]),
  ),
};

/**
 * The known field an unknown one most likely misspells ("frist_name" → "first_name", "FirstName" →
 * "first_name", "compnay" → "company"), or null when none is close (a real CSV column such as "pet_name").
 */
export function closestMergeField(field: string): string | null {
  const typed = normalizeFieldKey(field);
  if (KNOWN.has(typed)) return null;
  const squashed = typed.replace(/[^a-z0-9]/g, '');
  let best: { key: string; distance: number } | null = null;
  for (const key of KNOWN) {
    if (ZIP_ALIASES.includes(key)) continue;
    const distance = Math.min(editDistance(typed, key), editDistance(squashed, key.replace(/_/g, '')));
    if (!best || distance < best.distance) best = { key, distance };
  }
  // Close for its length: one edit in a short name, two in a longer one.
  const allowed = typed.length <= 4 ? 1 : 2;
  return best && best.distance <= allowed ? best.key : null;
}
