/**
 * The same recipient twice in a list: name and address alike but for case and spaces, and the same ZIP5. Found
 * by a hash (`recipientKey`) and confirmed by `sameRecipient`.
 */

/** What makes two contacts one recipient. */
interface Recipient {
  name: string;
  address: string;
  zipCode: string;
}

/** Case- and space-insensitive form of a name or address. */
function fold(value: string): string {
  return value.toLowerCase().replace(/[ \t\r\n]+/g, ' ');
}

export function sameRecipient(contact: Recipient, name: string, address: string, zipCode: string): boolean {
  return (
    contact.zipCode.slice(0, 5) === zipCode.slice(0, 5) &&
    fold(contact.name) === fold(name) &&
    fold(contact.address) === fold(address)
  );
}

/** Hashes stay small integers (V8 Smis), so the Map's keys cost no allocation. */
export const HASH_MASK = 0x3fffffff;

/**
 * FNV-1a over the case-folded, space-collapsed characters of (name, address, ZIP5). Building folded strings
 * and hashing them in a Map cost more than the whole CSV parse (bench/csv.bench.ts); this runs in one pass
 * without allocating. Equal recipients always hash alike; a match is confirmed with `sameRecipient`.
 */
export function recipientKey(name: string, address: string, zipCode: string): number {
  let h = foldHash(0x811c9dc5, name);
  h = foldHash(h, address);
  h = foldHash(h, zipCode.slice(0, 5));
  return h & HASH_MASK;
}

function foldHash(hash: number, value: string): number {
  let h = hash;
  let space = false;
  for (let i = 0; i < value.length; i++) {
    let c = value.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13) {
      space = true;
      continue;
    }
    if (space) {
      h = Math.imul(h ^ 32, 0x01000193);
      space = false;
    }
    if (c >= 65 && c <= 90) c += 32;
    else if (c > 127) c = String.fromCharCode(c).toLowerCase().charCodeAt(0);
    h = Math.imul(h ^ c, 0x01000193);
  }
  // A separator, so ("ab", "c") and ("a", "bc") differ.
  return Math.imul(h ^ 0x7c, 0x01000193);
}
