import { describe, expect, it } from 'vitest';
import type { TAddress } from '../../../shared/address-checks';
import { normalizeCity, offlineAddressVerifier } from './offline-address-verifier';

const verifier = offlineAddressVerifier();
const row = (fields: Partial<TAddress>): TAddress => ({
  address: '350 5th Ave',
  city: 'New York',
  state: 'NY',
  zipCode: '10001',
  ...fields,
});

describe('offline address verifier', () => {
  it('has nothing to say about a correct row, a ZIP+4, or a state written out', async () => {
    expect(await verifier.verifyAddress(row({}))).toEqual([]);
    expect(await verifier.verifyAddress(row({ zipCode: '10001-2233' }))).toEqual([]);
    expect(
      await verifier.verifyAddress({
        address: '1 Main St',
        city: 'ft. lauderdale',
        state: 'Florida',
        zipCode: '33301',
      }),
    ).toEqual([]);
  });

  it('names the state a ZIP from another state belongs to', async () => {
    const warnings = await verifier.verifyAddress(row({ state: 'CA', city: 'Los Angeles' }));
    expect(warnings).toEqual([
      {
        code: 'zip_state_mismatch',
        message: 'ZIP code 10001 belongs to New York, not CA; check the ZIP code or the state.',
      },
    ]);
  });

  it('names the city the ZIP is listed for when the city is misspelt', async () => {
    const warnings = await verifier.verifyAddress({
      address: '75 Henry St',
      city: 'Brooklin',
      state: 'NY',
      zipCode: '11201',
    });
    expect(warnings).toEqual([
      {
        code: 'city_zip_mismatch',
        message: 'ZIP code 11201 is listed for Brooklyn, not "Brooklin"; check the spelling of the city.',
      },
    ]);
  });

  it('flags PO boxes in either address line, and not words that merely contain "box"', async () => {
    for (const address of ['P.O. Box 12', 'PO BOX 12', 'Post Office Box 778', 'POB 4']) {
      expect((await verifier.verifyAddress(row({ address }))).map((w) => w.code)).toEqual(['po_box']);
    }
    expect((await verifier.verifyAddress(row({ address2: 'p o box 9' }))).map((w) => w.code)).toEqual([
      'po_box',
    ]);
    expect(await verifier.verifyAddress(row({ address: '12 Boxwood Lane' }))).toEqual([]);
  });

  it('flags a ZIP the data does not know, including a Canadian postcode prefix', async () => {
    expect(await verifier.verifyAddress(row({ zipCode: '00000' }))).toEqual([
      { code: 'unknown_zip', message: 'ZIP code 00000 is not in the US ZIP code list; check it for a typo.' },
    ]);
    expect((await verifier.verifyAddress(row({ zipCode: 'K1A' }))).map((w) => w.code)).toEqual([
      'unknown_zip',
    ]);
  });

  it('compares cities without case, punctuation or Saint/Fort/Mount spellings', () => {
    expect(normalizeCity('St. Louis')).toBe(normalizeCity('Saint Louis'));
    expect(normalizeCity('FT MITCHELL')).toBe(normalizeCity('Fort Mitchell'));
    expect(normalizeCity("Coeur d'Alene")).toBe(normalizeCity('coeur d alene'));
    expect(normalizeCity('Brooklin')).not.toBe(normalizeCity('Brooklyn'));
  });
});
