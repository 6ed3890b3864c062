import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_CONTACTS } from '../../src/shared/contacts-csv';
import { checkAddresses } from '../../src/shared/contracts/addresses/check-addresses';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let ipCounter = 0;
/** Each test posts from its own address so the per-IP limit is tested only where it is meant to be. */
const post = (payload: object, ip = `203.0.113.${++ipCounter}`) =>
  t.app.inject({ method: 'POST', url: '/api/address-checks', payload, remoteAddress: ip });

beforeAll(async () => {
  t = await createTestApp();
});

const good = { address: '350 5th Ave', city: 'New York', state: 'NY', zipCode: '10001' };

describe('POST /api/address-checks', () => {
  it('answers the rows with warnings only, numbered as sent', async () => {
    const res = await post({
      contacts: [
        good,
        { address: '1 Market St', city: 'San Francisco', state: 'CA', zipCode: '10001' },
        { address: '75 Henry St', city: 'Brooklin', state: 'NY', zipCode: '11201' },
        { address: 'P.O. Box 12', city: 'New York', state: 'NY', zipCode: '10001' },
        { ...good, address2: 'Apt 4B' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const { results } = checkAddresses.response.parse(res.json());
    expect(results.map((r) => [r.row, r.warnings.map((w) => w.code)])).toEqual([
      [2, ['zip_state_mismatch']],
      [3, ['city_zip_mismatch']],
      [4, ['po_box']],
    ]);
    expect(results[0]?.warnings[0]?.message).toContain('belongs to New York');
    expect(results[1]?.warnings[0]?.message).toContain('listed for Brooklyn');
  });

  it('refuses a bad body with a readable 400', async () => {
    const empty = await post({ contacts: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Send at least one contact.');
    const tooMany = await post({ contacts: Array.from({ length: MAX_CONTACTS + 1 }, () => good) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('at most 5,000 contacts');
    const wrongType = await post({ contacts: [{ ...good, city: 42 }] });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toMatch(/city/i);
  });

  it('accepts a full list of 5,000 contacts', async () => {
    const res = await post({ contacts: Array.from({ length: MAX_CONTACTS }, () => good) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ results: [] });
  });

  it('limits each network to 30 checks a minute', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < 30; i++) expect((await post({ contacts: [good] }, ip)).statusCode).toBe(200);
    expect((await post({ contacts: [good] }, ip)).statusCode).toBe(429);
  });
});
