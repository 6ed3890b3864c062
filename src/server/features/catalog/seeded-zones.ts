import { createHash } from 'node:crypto';
import type { TCardZones } from '../../../shared/card-zones';

/** A short digest of a template's zones, the same whatever order jsonb gives their keys back in. */
export function zonesFingerprint(zones: TCardZones | null): string {
  return createHash('sha256').update(canonical(zones)).digest('hex').slice(0, 16);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The zones each seeded template was given by earlier seeds (seed-art/manifest.json as committed in 178eeb7,
 * 273bb5e and 64c219e), as fingerprints: a stored template whose zones match one still has the seed's, so
 * staff never edited them and the current seed's may replace them. The front artwork has not changed since.
 */
export const EARLIER_SEEDED_ZONES: Readonly<Record<string, readonly string[]>> = {
  'Dealership Service Reminder': ['060669bdf7953ad6', '7383087a709180fe', '5408305e4647ddd4'],
  'Just Listed': ['9b63763bc8e7ac15', '27baa6e55e2b7419', '2e12bf41a7c36f12'],
  'Annual Coverage Review': ['c3e3fb63d4224e89', 'b60320cccd19021a', '2959fb137d6bd991'],
  'Grand Opening': ['f210646a8b8efe79'],
  'Appointment Reminder': ['b877da47d90fb931', '7fc57334f3111a7a', '0b155ba707d51337'],
  'Classic Thank You': ['bd478cbe9a0e32b9', '64d39948f272fca0', '4947855adcf0e2a5'],
  'Policy Renewal Thank You': ['d796df35e7897f8a', '66d91aa6523cf061', 'ad476dabd635af5d'],
  'Donor Gratitude': ['abfcd408c25f2166', 'fae483cb502fe31f', 'e7f17e4120bd6e9c'],
  'New Car Thank You': ['2fffd760236166ca', '5dfa6c3154bcecd5', '75a7cc8661a85658'],
  'Referral Thank You': ['7635bf645d195ca0', '066d11955da791a2', 'fc336ac6d3ebfe61'],
  'Holiday Greetings': ['5172aded48991a5b', '2d2b5c88063f140f', '2d4860e7f56b2999'],
  'Welcome Neighbor': ['f3b33582eaaea360', 'c00b8dac57cc15dc', '27e2c0d06125d4f2'],
  'Happy Birthday': ['f91dfd5ae06f644d'],
  'Thinking of You': ['5b55d9553c8e9a99'],
  'Autumn Greetings': ['b8c1d40964aa20ac', 'ab2cf31c0c80e65c', '88c2772ddc5b8fda'],
};
