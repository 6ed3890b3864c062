import { describe, expect, it } from 'vitest';
import { parseContactsCsv, validateContacts } from './contacts-csv';

/** The duplicate check (recipient-key.ts), as a list upload meets it. */
describe('duplicate recipients', () => {
  it('keeps a duplicate recipient once (same name, address and ZIP, ignoring case and spaces)', () => {
    const result = parseContactsCsv(
      [
        'name,address,city,state,zipcode',
        'Jane Doe,1 Main St,Boston,MA,02134',
        'jane  doe,1 MAIN ST,Boston,MA,02134-0001',
        'Jane Doe,2 Main St,Boston,MA,02134',
      ].join('\n'),
    );
    expect(result.contacts.map((c) => c.address)).toEqual(['1 Main St', '2 Main St']);
    expect(result.warnings).toEqual([
      'Row 3: Duplicate of row 2 (jane  doe, same address and ZIP); kept once',
    ]);
  });

  it('keeps two different recipients whose duplicate-check hashes collide, and still finds their duplicates', () => {
    // These two names hash alike (found by search); the check must tell them apart by their text.
    const at = (name: string) => ({
      name,
      address: '1 Main St',
      city: 'Boston',
      state: 'MA',
      zipCode: '02134',
    });
    const result = validateContacts([
      at('Person 188904'),
      at('Person 558220'),
      at('person  558220'),
      at('PERSON 188904'),
    ]);
    expect(result.contacts.map((c) => c.name)).toEqual(['Person 188904', 'Person 558220']);
    expect(result.warnings).toEqual([
      'Contact 3: Duplicate of contact 2 (person  558220, same address and ZIP); kept once',
      'Contact 4: Duplicate of contact 1 (PERSON 188904, same address and ZIP); kept once',
    ]);
  });
});
