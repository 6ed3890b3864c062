import { z } from 'zod';
import { ZContactInputSchema } from './campaign';
import { CSV_MESSAGES, MAX_CONTACTS } from './contacts-csv';

/**
 * Address checks at upload (issue 12 §6): warnings about a contact's postal address, shown per row before
 * checkout and never blocking it. The offline checks compare the ZIP with the state and city the ZIP data knows;
 * a CASS provider (Lob, Smarty) can answer the same codes later behind `verifyAddress()`.
 */
const ADDRESS_WARNING_CODES = ['unknown_zip', 'zip_state_mismatch', 'city_zip_mismatch', 'po_box'] as const;
type AddressWarningCode = (typeof ADDRESS_WARNING_CODES)[number];

export interface AddressWarning {
  code: AddressWarningCode;
  message: string;
}

export const ADDRESS_MESSAGES = {
  unknownZip: (zip: string) => `ZIP code ${zip} is not in the US ZIP code list; check it for a typo.`,
  zipStateMismatch: (zip: string, zipState: string, state: string) =>
    `ZIP code ${zip} belongs to ${zipState}, not ${state}; check the ZIP code or the state.`,
  cityZipMismatch: (zip: string, cities: readonly string[], city: string) =>
    `ZIP code ${zip} is listed for ${cities.join(' or ')}, not "${city}"; check the spelling of the city.`,
  poBox: 'This is a PO box; check that the recipient collects mail there.',
  /** Said once per list: nothing offline knows which buildings have apartments or suites. */
  unitsUnchecked:
    'Apartment and suite numbers cannot be checked offline: make sure multi-unit addresses include one.',
  checkFailed: 'The addresses could not be checked just now. Your contacts are kept; you can still continue.',
} as const;

/** The address part of one contact, with the field names and value rules of the contacts batch. */
const ZAddressInputSchema = ZContactInputSchema.pick({
  address: true,
  address2: true,
  city: true,
  state: true,
  zipCode: true,
});
export type TAddress = z.output<typeof ZAddressInputSchema>;

export const ZAddressChecksSchema = z.object({
  contacts: z
    .array(ZAddressInputSchema)
    .min(1, 'Send at least one contact.')
    .max(MAX_CONTACTS, CSV_MESSAGES.limit),
});

export const ZAddressWarningSchema = z.object({
  code: z.enum(ADDRESS_WARNING_CODES),
  message: z.string(),
});

/** Only rows with a warning; `row` counts the contacts sent from 1 ("Contact {n}"). */
export const ZAddressChecksResultSchema = z.object({
  results: z.array(z.object({ row: z.number().int(), warnings: z.array(ZAddressWarningSchema) })),
});
