import { beforeAll, describe, expect, it } from 'vitest';
import { type Contract, fillPath } from '../../src/shared/contracts/contract';
import { createTestApp, type TestApp } from '../support/test-app';
import { listRoutes } from './admin-helpers';

/*
 * One contract per route, both ways: every contract names a route the server really has (a contract whose
 * path or method drifted would answer the not-found handler), and every API route the server registers has
 * its contract in src/shared/contracts, so a route's URL finds its contract in one search. The staff-only
 * ones refuse a request without the admin token.
 */
const modules = import.meta.glob<Record<string, unknown>>('../../src/shared/contracts/*/*.ts', {
  eager: true,
});

const isContract = (value: unknown): value is Contract =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Contract).method === 'string' &&
  typeof (value as Contract).path === 'string';

const contracts = Object.values(modules).flatMap((exports) => Object.values(exports).filter(isContract));
const PARAMS = {
  id: '3f2c1b0a-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
  fileId: '3f2c1b0a-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
  contactId: '3f2c1b0a-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
  recipient_id: '3f2c1b0a-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
  eventId: 'evt_3f2c1b0a9d8e4f7a',
  side: 'front',
  name: 'design.ai',
  width: '700',
  height: '500',
};
const STAFF_ONLY = (c: Contract) =>
  (c.path.startsWith('/api/admin/') && c.path !== '/api/admin/login') ||
  c.path.startsWith('/api/upload') ||
  (c.path.startsWith('/api/design-templates') && c.method !== 'GET');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('contracts ↔ routes', () => {
  it('finds the contracts', () => {
    expect(contracts.length).toBeGreaterThanOrEqual(40);
  });

  it('has a contract for every API route the server registers', () => {
    const declared = new Set(contracts.map((c) => `${c.method} ${c.path}`));
    const apiRoutes = listRoutes(t.app).filter((r) => r.split(' ')[1]!.startsWith('/api/'));
    expect(apiRoutes.length).toBeGreaterThanOrEqual(40);
    expect(apiRoutes.filter((r) => !declared.has(r))).toEqual([]);
  });

  it.each(contracts.map((c) => [`${c.method} ${c.path}`, c] as const))(
    '%s is a route',
    async (_, contract) => {
      const res = await t.app.inject({ method: contract.method, url: fillPath(contract.path, PARAMS) });
      expect(res.body).not.toContain('No such endpoint');
      if (STAFF_ONLY(contract)) expect(res.statusCode).toBe(401);
    },
  );
});
