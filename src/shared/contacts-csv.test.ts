import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateContactsCsv } from '../../tests/fixtures/generate-contacts';
import { parseContactsCsv, validateContacts } from './contacts-csv';

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
