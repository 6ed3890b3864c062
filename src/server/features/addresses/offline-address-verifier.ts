import zipcodes from 'zipcodes';
import { ADDRESS_MESSAGES, type AddressWarning, type TAddress } from '../../../shared/address-checks';
import { stateName, toStateCode } from '../../../shared/us-states';
import type { AddressVerifier } from './address-verifier';

/** "P.O. Box 12", "PO Box 12", "Post Office Box 12", "POB 12", "P O Box 12". */
const PO_BOX = /\b(?:p\.?\s*o\.?\s*b(?:ox)?|post\s+office\s+box)\b\.?\s*#?\s*\d/i;

/** Spellings the ZIP data and people use for the same word in a city name. */
const CITY_WORDS: Record<string, string> = {
  st: 'saint',
  ste: 'sainte',
  ft: 'fort',
  mt: 'mount',
  pt: 'point',
};

/** A city name compared without case, punctuation or the St/Saint, Ft/Fort, Mt/Mount spellings. */
export function normalizeCity(city: string): string {
  return city
    .toLowerCase()
    .replace(/[.'’,-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => CITY_WORDS[word] ?? word)
    .join(' ');
}

/** ZIP+4 is checked by its first five digits. */
function zipFive(zip: string): string {
  return zip.trim().slice(0, 5);
}

/**
 * Offline checks against the `zipcodes` package's ZIP list (US and territories, one preferred city per ZIP):
 * the ZIP exists, belongs to the state, and names the city; PO boxes are flagged. The list has no buildings,
 * so a missing apartment number is said once per list by the page (ADDRESS_MESSAGES.unitsUnchecked).
 */
export function offlineAddressVerifier(): AddressVerifier {
  return {
    verifyAddress: async (address) => checkOffline(address),
  };
}

function checkOffline(address: TAddress): AddressWarning[] {
  const warnings: AddressWarning[] = [];
  if (PO_BOX.test(address.address) || (address.address2 && PO_BOX.test(address.address2))) {
    warnings.push({ code: 'po_box', message: ADDRESS_MESSAGES.poBox });
  }
  const zip = zipFive(address.zipCode);
  const known = /^\d{5}$/.test(zip) ? zipcodes.lookup(zip) : undefined;
  if (known?.country !== 'US') {
    warnings.push({
      code: 'unknown_zip',
      message: ADDRESS_MESSAGES.unknownZip(address.zipCode.trim() || '(empty)'),
    });
    return warnings;
  }
  const state = toStateCode(address.state) ?? address.state.trim().toUpperCase();
  if (state !== known.state) {
    warnings.push({
      code: 'zip_state_mismatch',
      message: ADDRESS_MESSAGES.zipStateMismatch(
        zip,
        stateName(known.state) ?? known.state,
        address.state.trim(),
      ),
    });
    // The city is then compared with a place in another state: one warning says what to fix.
    return warnings;
  }
  if (normalizeCity(address.city) !== normalizeCity(known.city)) {
    warnings.push({
      code: 'city_zip_mismatch',
      message: ADDRESS_MESSAGES.cityZipMismatch(zip, [known.city], address.city.trim()),
    });
  }
  return warnings;
}
