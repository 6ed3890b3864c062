import { describe, expect, it } from 'vitest';
import { customColumnsOf, defaultListName, savedListResult } from './saved-list-source';

const saved = (id: string, name: string, customFields: Record<string, string> = {}) => ({
  id,
  name,
  address: '12 Elm St',
  address2: '',
  city: 'Boston',
  state: 'MA',
  zipCode: '02134',
  customFields,
});

describe('saved list as an upload', () => {
  it('gives the contacts as the CSV rules keep them, without ids or empty address lines', () => {
    const result = savedListResult([
      saved('a', 'Ana', { birthday: '1990-04-02' }),
      { ...saved('b', 'Ben'), address2: 'Apt 4' },
    ]);
    expect(result.errors).toEqual([]);
    expect(result.rowCount).toBe(2);
    expect(result.contacts).toEqual([
      {
        name: 'Ana',
        address: '12 Elm St',
        city: 'Boston',
        state: 'MA',
        zipCode: '02134',
        customFields: { birthday: '1990-04-02' },
      },
      {
        name: 'Ben',
        address: '12 Elm St',
        address2: 'Apt 4',
        city: 'Boston',
        state: 'MA',
        zipCode: '02134',
        customFields: {},
      },
    ]);
  });

  it('lists the custom columns in the order they first appear', () => {
    const contacts = savedListResult([
      saved('a', 'Ana', { agent: 'Jo' }),
      saved('b', 'Ben', { 'Closing Date': '2026-03-14', agent: 'Sam' }),
    ]).contacts;
    expect(customColumnsOf(contacts)).toEqual(['agent', 'Closing Date']);
  });

  it('names a list after its file', () => {
    expect(defaultListName('Spring open house.CSV')).toBe('Spring open house');
    expect(defaultListName('.csv')).toBe('My contact list');
  });
});
