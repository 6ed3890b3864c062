import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateContactsCsv } from '../../tests/fixtures/generate-contacts';
import {
  buildTemplateCsv,
  contactsBadgeText,
  contactsSummaryText,
  parseContactsCsv,
  skippedRowsTitle,
  summarizeContacts,
  validateContacts,
} from './contacts-csv';
import { MERGE_FIELDS } from './merge-fields';

const HEADER = 'name,address,city,state,zipcode';
const csv = (...lines: string[]) => lines.join('\n');

describe('parseContactsCsv: the spec messages', () => {
  it.each([
    ['an empty file', ''],
    ['a header only', HEADER],
    ['a header and blank lines', `${HEADER}\n\n\n`],
  ])('needs a header row and a data row (%s)', (_label, text) => {
    expect(parseContactsCsv(text).errors).toEqual([
      'CSV file must contain at least a header row and one data row',
    ]);
  });

  it('names the missing required columns, reading headers case-insensitively', () => {
    const result = parseContactsCsv(csv('NAME,Address,Company', 'Jane,1 Main St,Acme'));
    expect(result.errors).toEqual(['Missing required columns: city, state, zipcode']);
    expect(result.contacts).toEqual([]);
  });

  it('reports a column count mismatch with the spreadsheet row number', () => {
    const result = parseContactsCsv(
      csv(HEADER, 'Jane Doe,1 Main St,Boston,MA,02134', 'Al Roe,2 Main St,Boston,MA'),
    );
    expect(result.errors).toEqual(['Row 3: Column count mismatch (expected 5, got 4)']);
    expect(result.contacts).toHaveLength(1);
  });

  it('reports every missing required value of a row and skips it', () => {
    const result = parseContactsCsv(csv(HEADER, ',,,,', 'Jane Doe,,Boston,,', ',1 Main St,,MA,02134'));
    expect(result.errors).toEqual([
      'Row 3: Address is required',
      'Row 3: State is required',
      'Row 3: Zip code is required',
      'Row 4: Name is required',
      'Row 4: City is required',
    ]);
    expect(result.contacts).toEqual([]);
    expect(result.rowCount).toBe(2);
  });
});

describe('parseContactsCsv: real exports', () => {
  it('keeps quoted commas, doubled quotes and multi-line values, with CRLF and a BOM', () => {
    const text = `\ufeff${HEADER},notes\r\n"O'Neil, Margaret","12 Main St, Apt 4",Boston,MA,02134,"Said ""hi""\r\ntwice"\r\n`;
    const result = parseContactsCsv(text);
    expect(result.errors).toEqual([]);
    expect(result.contacts).toEqual([
      {
        name: "O'Neil, Margaret",
        address: '12 Main St, Apt 4',
        city: 'Boston',
        state: 'MA',
        zipCode: '02134',
        customFields: { notes: 'Said "hi"\r\ntwice' },
      },
    ]);
  });

  it.each([
    ['zip', 'address'],
    ['Zip Code', 'Address1'],
    ['zip_code', 'Street'],
    ['Postal Code', 'Street Address'],
    ['POSTAL_CODE', 'street_address'],
  ])('accepts the header aliases %s and %s', (zip, address) => {
    const result = parseContactsCsv(
      csv(`Name,${address},City,State,${zip}`, 'Jane Doe,1 Main St,Boston,MA,02134'),
    );
    expect(result.errors).toEqual([]);
    expect(result.contacts[0]).toMatchObject({ address: '1 Main St', zipCode: '02134' });
  });

  it('keeps address2 and turns unknown non-empty columns into custom fields', () => {
    const result = parseContactsCsv(
      csv(
        `${HEADER},Address 2,Company,first_name,`,
        'Jane Doe,1 Main St,Boston,MA,02134,Apt 4,Acme,,ignored',
      ),
    );
    expect(result.contacts[0]).toEqual({
      name: 'Jane Doe',
      address: '1 Main St',
      address2: 'Apt 4',
      city: 'Boston',
      state: 'MA',
      zipCode: '02134',
      customFields: { Company: 'Acme' },
    });
  });

  it('stores states as codes and refuses places outside the US', () => {
    const result = parseContactsCsv(
      csv(
        HEADER,
        'A B,1 St,X,new york,10001',
        'C D,2 St,X,Puerto Rico,00901',
        'E F,3 St,X,Xx,10001',
        'G H,4 St,X,Ontario,10001',
      ),
    );
    expect(result.contacts.map((c) => c.state)).toEqual(['NY', 'PR']);
    expect(result.errors).toEqual([
      'Row 4: State "Xx" is not a US state or territory',
      'Row 5: State "Ontario" is not a US state or territory',
    ]);
  });

  it('accepts 5-digit and ZIP+4 codes, pads a 4-digit ZIP with a warning and refuses the rest', () => {
    const result = parseContactsCsv(
      csv(
        HEADER,
        'A,1 St,X,MA,02134',
        'B,2 St,X,MA,021341234',
        'C,3 St,X,MA,2134',
        'D,4 St,X,MA,2134-0001',
        'E,5 St,X,MA,ABCDE',
        'F,6 St,X,MA,123',
      ),
    );
    expect(result.contacts.map((c) => c.zipCode)).toEqual(['02134', '02134-1234', '02134', '02134-0001']);
    expect(result.warnings).toEqual([
      'Row 4: Zip code "2134" was padded to "02134" (a spreadsheet probably dropped its leading zero)',
      'Row 5: Zip code "2134-0001" was padded to "02134-0001" (a spreadsheet probably dropped its leading zero)',
    ]);
    expect(result.errors).toEqual([
      'Row 6: Zip code "ABCDE" is not a valid US ZIP code (5 digits, or ZIP+4 like 12345-6789)',
      'Row 7: Zip code "123" is not a valid US ZIP code (5 digits, or ZIP+4 like 12345-6789)',
    ]);
  });

  it('keeps a duplicate recipient once (same name, address and ZIP, ignoring case and spaces)', () => {
    const result = parseContactsCsv(
      csv(
        HEADER,
        'Jane Doe,1 Main St,Boston,MA,02134',
        'jane  doe,1 MAIN ST,Boston,MA,02134-0001',
        'Jane Doe,2 Main St,Boston,MA,02134',
      ),
    );
    expect(result.contacts.map((c) => c.address)).toEqual(['1 Main St', '2 Main St']);
    expect(result.warnings).toEqual([
      'Row 3: Duplicate of row 2 (jane  doe, same address and ZIP); kept once',
    ]);
  });

  it('counts blank lines in row numbers but does not report them', () => {
    const result = parseContactsCsv(csv(HEADER, 'A,1 St,X,MA,02134', '', 'B,2 St,X,MA,', '', ''));
    expect(result.errors).toEqual(['Row 4: Zip code is required']);
    expect(result.rowCount).toBe(2);
  });

  it('reads the CRM export fixture: errors, warnings and the kept contacts', () => {
    const text = fs.readFileSync(
      path.join(import.meta.dirname, '../../tests/fixtures/crm-export.csv'),
      'utf8',
    );
    const result = parseContactsCsv(text);
    expect(result.rowCount).toBe(7);
    expect(result.errors).toEqual([
      'Row 5: State "ON" is not a US state or territory',
      'Row 7: City is required',
    ]);
    expect(result.warnings).toEqual([
      'Row 2: Zip code "2134" was padded to "02134" (a spreadsheet probably dropped its leading zero)',
      "Row 6: Duplicate of row 2 (margaret o'neil, same address and ZIP); kept once",
    ]);
    expect(result.contacts.map((c) => [c.name, c.state, c.zipCode])).toEqual([
      ["Margaret O'Neil", 'MA', '02134'],
      ['Dr. James "Jim" Carter', 'TX', '78701-1234'],
      ['Lucia Hernández', 'PR', '00901'],
      ['Priya Patel', 'CA', '95014'],
    ]);
    expect(result.contacts[1]).toMatchObject({
      address2: 'Suite 200',
      customFields: {
        Email: 'jcarter@carterortho.com',
        Company: 'Carter Orthodontics, PLLC',
        'Lifecycle Stage': 'Lead',
      },
    });
  });

  it('reads a generated 5,000-row export without errors', () => {
    const result = parseContactsCsv(generateContactsCsv(5000));
    expect(result.errors).toEqual([]);
    expect(result.contacts).toHaveLength(5000);
  });

  it('refuses more than 5,000 contacts, and its summary says none are ready to mail', () => {
    const result = parseContactsCsv(generateContactsCsv(5001));
    expect(result.errors).toEqual([
      'The file has 5,001 contacts. A campaign holds at most 5,000 contacts; split the list into several campaigns.',
    ]);
    const summary = summarizeContacts(result);
    expect(summary).toMatchObject({ rows: 5001, valid: 5001, ready: 0, overLimit: true, skipped: 0 });
    expect(contactsSummaryText(summary)).toBe(
      'None of the 5,001 rows can be mailed yet. A campaign holds at most 5,000 contacts; split the list into several campaigns.',
    );
    // The badge beside it never calls them valid or ready (issue 22).
    expect(contactsBadgeText(summary)).toBe('5,001 rows: over the 5,000 limit');
    expect(contactsBadgeText(summarizeContacts(parseContactsCsv(generateContactsCsv(12))))).toBe('12 valid');
  });

  it('titles skipped rows by rows, not by their messages', () => {
    // One row missing its name and its address: two messages, one skipped row.
    const result = parseContactsCsv(
      ['name,address,city,state,zipcode', ',,Reno,NV,89501', 'Ann Lee,3 Pine Rd,Reno,NV,89501'].join('\n'),
    );
    expect(result.errors).toHaveLength(2);
    expect(result.skippedRows).toBe(1);
    expect(skippedRowsTitle(result.skippedRows)).toBe('1 skipped row');
    expect(skippedRowsTitle(1200)).toBe('1,200 skipped rows');
  });

  it('counts skipped rows once each, and duplicates apart from them', () => {
    const result = parseContactsCsv(
      [
        'name,address,city,state,zipcode',
        'Ann Lee,3 Pine Rd,Reno,NV,89501',
        ',,Reno,NV,89501',
        'Bob Stone,9 Oak Ave,Austin,ZZ,73301',
        'ann lee,3 pine rd,Reno,NV,89501',
        'Too,Many,Columns,NV,89501,extra',
      ].join('\n'),
    );
    const summary = summarizeContacts(result);
    expect(summary).toMatchObject({ rows: 5, valid: 1, skipped: 3, duplicates: 1, ready: 1 });
    expect(contactsSummaryText(summary)).toBe(
      '1 of 5 rows are ready to mail; 3 skipped; 1 duplicate kept once.',
    );
  });
});

describe('validateContacts (the server batch)', () => {
  it('applies the same rules and names contacts by position', () => {
    const result = validateContacts([
      {
        name: 'Jane Doe',
        address: '1 Main St',
        city: 'Boston',
        state: 'massachusetts',
        zipCode: '2134',
        customFields: {},
      },
      { name: 'Al Roe', address: '2 Main St', city: 'Boston', state: 'XX', zipCode: '02134' },
      { name: '', address: '3 Main St', city: 'Boston', state: 'MA', zipCode: '02134' },
    ]);
    expect(result.contacts).toEqual([
      {
        name: 'Jane Doe',
        address: '1 Main St',
        city: 'Boston',
        state: 'MA',
        zipCode: '02134',
        customFields: {},
      },
    ]);
    expect(result.errors).toEqual([
      'Contact 2: State "XX" is not a US state or territory',
      'Contact 3: Name is required',
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

describe('rows as data, and recipients a campaign already holds', () => {
  const stored = [
    {
      name: 'Jane Doe',
      address: '1 Main St',
      city: 'Boston',
      state: 'MA',
      zipCode: '02134',
      customFields: {},
    },
  ];

  it('reports each problem with its position and column, and keeps a stored recipient once', () => {
    const result = validateContacts(
      [
        { name: 'JANE  doe', address: '1 main st', city: 'Boston', state: 'MA', zipCode: '02134-0001' },
        { name: 'Al Roe', address: '2 Main St', city: '', state: 'XX', zipCode: '2134' },
        { name: 'Bo Chan', address: '3 Main St', city: 'Boston', state: 'MA', zipCode: '2134' },
      ],
      stored,
    );
    expect(result.contacts.map((c) => c.name)).toEqual(['Bo Chan']);
    expect(result.indexes).toEqual([2]);
    expect(result.rowErrors).toEqual([{ index: 1, column: 'city', message: 'Contact 2: City is required' }]);
    expect(result.rowWarnings).toEqual([
      {
        index: 0,
        column: null,
        message:
          'Contact 1: Duplicate of a recipient already on the campaign (JANE  doe, same address and ZIP); kept once',
      },
      {
        index: 2,
        column: 'zipcode',
        message:
          'Contact 3: Zip code "2134" was padded to "02134" (a spreadsheet probably dropped its leading zero)',
      },
    ]);
  });

  it('numbers CSV rows as the spreadsheet does', () => {
    const result = parseContactsCsv(
      csv(HEADER, 'Jane Doe,1 Main St,Boston,MA,02134', 'Al,2 St,X,ZZ,02134'),
      stored,
    );
    expect(result.contacts).toEqual([]);
    expect(result.rowErrors).toEqual([
      { index: 3, column: 'state', message: 'Row 3: State "ZZ" is not a US state or territory' },
    ]);
    expect(result.rowWarnings?.map((w) => w.index)).toEqual([2]);
  });
});

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

describe('line endings', () => {
  it.each([
    ['LF', '\n'],
    ['CRLF', '\r\n'],
    ['old Mac CR', '\r'],
  ])('reads %s files, keeping line breaks inside quoted values', (_label, eol) => {
    const text = [
      `${HEADER},notes`,
      `Jane Doe,1 Main St,Boston,MA,02134,"two\nlines"`,
      'Al Roe,2 Main St,Boston,MA,02134,',
    ].join(eol);
    const result = parseContactsCsv(`${text}${eol}`);
    expect(result.errors).toEqual([]);
    expect(result.contacts.map((c) => c.customFields.notes)).toEqual(['two\nlines', undefined]);
  });
});
