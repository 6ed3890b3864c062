import { beforeAll, describe, expect, it } from 'vitest';
import { type Contract, fillPath } from '../../src/shared/contracts/contract';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * One contract per route, both ways: every contract names a route the server really has (a contract whose
 * path or method drifted would answer the not-found handler), registered with the contract's auth, and every
 * API route the server registers has its contract in src/shared/contracts, so a route's URL finds its
 * contract in one search. What each auth refuses: authorization-matrix.test.ts.
 */
const modules = import.meta.glob<Record<string, unknown>>('../../src/shared/contracts/*/*.ts', {
  eager: true,
});

const isContract = (value: unknown): value is Contract =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  typeof value.method === 'string' &&
  'path' in value &&
  typeof value.path === 'string';

const contracts = Object.values(modules).flatMap((exports) => Object.values(exports).filter(isContract));
const PARAMS = {
  id: '3f2c1b0a-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
  fileId: '3f2c1b0a-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
  contactId: '3f2c1b0a-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
  recipient_id: '3f2c1b0a-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
  contact_id: '3f2c1b0a-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
  eventId: 'evt_3f2c1b0a9d8e4f7a',
  side: 'front',
  name: 'design.ai',
  width: '700',
  height: '500',
};

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
    const apiRoutes = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/'));
    expect(apiRoutes.length).toBeGreaterThanOrEqual(40);
    expect(apiRoutes.filter((r) => !declared.has(`${r.method} ${r.url}`) || !r.auth)).toEqual([]);
  });

  it.each(contracts.map((c) => [`${c.method} ${c.path}`, c] as const))(
    '%s is a route, registered with its auth',
    async (_, contract) => {
      const registered = t.app.registeredRoutes.find(
        (r) => r.method === contract.method && r.url === contract.path,
      );
      expect(registered?.auth).toBe(contract.auth);
      const res = await t.app.inject({ method: contract.method, url: fillPath(contract.path, PARAMS) });
      expect(res.body).not.toContain('No such endpoint');
    },
  );
});
