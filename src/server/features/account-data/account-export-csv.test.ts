import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { TAccountExport, TExportCampaign } from '../../../shared/account-data';
import { ADDRESS_COLUMNS } from '../../../shared/address-columns';
import { contactsCsv, ordersCsv } from './account-export-csv';

const contact = (name: string, customFields: Record<string, string> = {}) => ({
  name,
  address1: '1 Main St, Unit 2',
  address2: '',
  city: 'Springfield',
  state: 'IL',
  zip: '02134',
  customFields,
});

const campaign = (over: Partial<TExportCampaign>): TExportCampaign => ({
  campaignId: 'c1',
  reference: '#1042',
  name: 'Spring',
  status: 'completed',
  message: 'Hi',
  handwritingStyle: 'casual',
  stationeryType: 'postcard',
  design: {
    source: 'template',
    templateName: null,
    frontFile: null,
    backFile: null,
    logoFile: null,
    contactsFile: null,
  },
  deliveryDate: '2030-06-14',
  totalNotes: 1,
  customerEmail: 'a@b.test',
  createdAt: '2026-01-01T00:00:00.000Z',
  payments: [],
  history: [],
  contacts: [],
  ...over,
});

const data = (over: Partial<TAccountExport>): TAccountExport => ({
  exportedAt: '2026-11-25T00:00:00.000Z',
  account: { email: 'a@b.test', createdAt: '2026-01-01T00:00:00.000Z' },
  campaigns: [],
  savedLists: [],
  programs: [],
  card: null,
  ...over,
});

const parse = (csv: string) =>
  Papa.parse<string[]>(csv.replace(/^\ufeff/, ''), { skipEmptyLines: true }).data;

describe('contactsCsv', () => {
  it('puts every list’s own columns after the fixed ones, blank where a contact has none', () => {
    const rows = parse(
      contactsCsv(
        data({
          campaigns: [campaign({ contacts: [contact('Ann', { company: 'Acme' })] })],
          savedLists: [
            {
              listId: 'l1',
              name: 'Birthdays',
              columns: ['birthday'],
              createdAt: '',
              updatedAt: '',
              contacts: [contact('Bo', { birthday: '04/02' })],
            },
          ],
        }),
      ),
    );
    expect(rows[0]).toEqual(['source', 'source_name', ...ADDRESS_COLUMNS, 'company', 'birthday']);
    expect(rows[1]).toEqual([
      'order',
      '#1042 Spring',
      'Ann',
      '1 Main St, Unit 2',
      '',
      'Springfield',
      'IL',
      '02134',
      'Acme',
      '',
    ]);
    expect(rows[2]).toEqual([
      'saved list',
      'Birthdays',
      'Bo',
      '1 Main St, Unit 2',
      '',
      'Springfield',
      'IL',
      '02134',
      '',
      '04/02',
    ]);
  });

  it('defuses formulas in names, cells and headers', () => {
    const csv = contactsCsv(
      data({ campaigns: [campaign({ name: '=cmd', contacts: [contact('@SUM(A1)', { '+x': '-1+2' })] })] }),
    );
    const rows = parse(csv);
    expect(rows[0]!.at(-1)).toBe("'+x");
    expect(rows[1]).toEqual(expect.arrayContaining(['#1042 =cmd', "'@SUM(A1)", "'-1+2"]));
  });

  it('has only the header for an account without contacts', () => {
    expect(parse(contactsCsv(data({})))).toHaveLength(1);
  });
});

describe('ordersCsv', () => {
  it('writes one row per payment and none for a campaign never paid', () => {
    const paid = campaign({
      payments: [
        {
          orderId: 'o1',
          number: 7,
          status: 'refunded',
          customerEmail: 'a@b.test',
          paymentMethod: 'card',
          amount: '24.95',
          refunded: '24.95',
          paidAt: '2026-02-01T00:00:00.000Z',
          createdAt: '2026-02-01T00:00:00.000Z',
          refunds: [],
        },
      ],
    });
    const rows = parse(
      ordersCsv(data({ campaigns: [paid, campaign({ campaignId: 'c2', reference: '#1043' })] })),
    );
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual([
      '#1042',
      '7',
      'Spring',
      'completed',
      'refunded',
      'card',
      '1',
      '24.95',
      '24.95',
      '2026-02-01T00:00:00.000Z',
      '2030-06-14',
    ]);
  });
});
