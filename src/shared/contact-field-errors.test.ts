import { describe, expect, it } from 'vitest';
import { checkContact } from './contact-field-errors';

const good = {
  name: 'Ana Ruiz',
  address: '12 Elm St',
  city: 'Boston',
  state: 'Massachusetts',
  zipCode: '2134',
  customFields: { birthday: '1990-04-02' },
};

describe('checkContact', () => {
  it('keeps a valid contact as the CSV rules would (state code, padded ZIP) and says what changed', () => {
    const checked = checkContact(good);
    expect(checked.fieldErrors).toEqual({});
    expect(checked.message).toBe('');
    expect(checked.contact).toEqual({
      name: 'Ana Ruiz',
      address: '12 Elm St',
      city: 'Boston',
      state: 'MA',
      zipCode: '02134',
      customFields: { birthday: '1990-04-02' },
    });
    expect(checked.notes).toEqual([
      'Zip code "2134" was padded to "02134" (a spreadsheet probably dropped its leading zero).',
    ]);
  });

  it('puts each missing value on its field, without the row name', () => {
    const checked = checkContact({ ...good, name: ' ', city: '' });
    expect(checked.contact).toBeNull();
    expect(checked.fieldErrors).toEqual({ name: 'Name is required.', city: 'City is required.' });
    expect(checked.message).toBe('Name is required. City is required.');
  });

  it('puts a bad state and a bad ZIP on their fields', () => {
    const checked = checkContact({ ...good, state: 'Atlantis', zipCode: '12ab' });
    expect(checked.fieldErrors).toEqual({
      state: 'State "Atlantis" is not a US state or territory.',
      zipCode: 'Zip code "12ab" is not a valid US ZIP code (5 digits, or ZIP+4 like 12345-6789).',
    });
    expect(checked.contact).toBeNull();
  });
});
