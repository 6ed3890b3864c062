import { beforeAll, describe, expect, it } from 'vitest';
import { quote, toPricingResult } from '../../src/shared/pricing';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const price = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/calculate-pricing',
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json' },
  });

describe('POST /api/calculate-pricing', () => {
  it('answers the shared tables’ price, the same on every ask', async () => {
    for (const noteCount of [1, 500, 500, 2500, 100000]) {
      const res = await price({ noteCount });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.json()).toEqual(toPricingResult(quote(noteCount)));
    }
  });

  it('ignores other keys in the body, as the shared schema does', async () => {
    await price({ noteCount: 750 });
    const res = await price({ noteCount: 750, coupon: 'FREE' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(toPricingResult(quote(750)));
  });

  // Counts already answered skip the schema; look-alikes of them must still meet it.
  it('still answers 400 with the schema’s message for invalid bodies resembling an answered count', async () => {
    expect((await price({ noteCount: 300 })).statusCode).toBe(200);
    for (const payload of [{ noteCount: '300' }, { noteCount: 300.5 }, { count: 300 }]) {
      const res = await price(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain('noteCount');
    }
    for (const payload of [[300], null, 300]) {
      const res = await price(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(
        'body: invalid input: expected object, received ' +
          (payload === null ? 'null' : Array.isArray(payload) ? 'array' : 'number'),
      );
    }
  });
});
