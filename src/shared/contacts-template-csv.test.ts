import { describe, expect, it } from 'vitest';
import { parseContactsCsv } from './contacts-csv';
import { buildTemplateCsv } from './contacts-template-csv';
import { MERGE_FIELDS } from './merge-fields';

describe('contact-template.csv', () => {
  it('has the required columns and the 19 merge fields once each, and passes its own upload', () => {
    const template = buildTemplateCsv();
    const header = template.split('\r\n')[0]!.split(',');
    expect(header.slice(0, 5)).toEqual(['name', 'address', 'city', 'state', 'zipcode']);
    expect(new Set(header).size).toBe(header.length);
    for (const f of MERGE_FIELDS) expect(header).toContain(f.key);
    const result = parseContactsCsv(template);
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.contacts).toHaveLength(1);
    expect(result.contacts[0]).toMatchObject({
      name: 'Sarah Johnson',
      address: '123 Main St, Suite 4',
      state: 'IL',
    });
    expect(result.contacts[0]!.customFields.first_name).toBe('Sarah');
  });
});
