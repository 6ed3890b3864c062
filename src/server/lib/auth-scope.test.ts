import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ContractAuth, defineContract } from '../../shared/contracts/contract';
import { guardScope, openScope } from './auth-scope';
import { route } from './contract-route';
import { recordRoutes } from './route-registry';

const thing = (auth: ContractAuth) =>
  defineContract({ method: 'GET', path: '/api/thing', auth, response: z.object({ ok: z.boolean() }) });

const refuseAll = async () => {
  throw Object.assign(new Error('Authentication required.'), { statusCode: 401 });
};

/** An app whose root is open, with `register` run in a scope guarded for staff; boots it. */
async function bootStaffScope(register: (staff: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  recordRoutes(app);
  openScope(app);
  await app.register(async (staff) => {
    guardScope(staff, 'staff', refuseAll);
    register(staff);
  });
  await app.ready();
  return app;
}

describe('route() and the auth its scope enforces', () => {
  it('registers a staff contract in the staff scope, whose guard answers first', async () => {
    const app = await bootStaffScope((staff) => route(staff, thing('staff'), async () => ({ ok: true })));
    expect((await app.inject({ method: 'GET', url: '/api/thing' })).statusCode).toBe(401);
    expect(app.registeredRoutes).toEqual([{ method: 'GET', url: '/api/thing', auth: 'staff' }]);
  });

  it.each(['public', 'link', 'account', 'api-key'] as const)(
    'refuses at boot a %s contract in the staff scope',
    async (auth) => {
      await expect(
        bootStaffScope((staff) => route(staff, thing(auth), async () => ({ ok: true }))),
      ).rejects.toThrow(
        `GET /api/thing is a '${auth}' contract, registered in a scope that enforces 'staff'.`,
      );
    },
  );

  it.each(['account', 'staff', 'api-key'] as const)(
    'refuses at boot a %s contract in the open scope',
    async (auth) => {
      const app = Fastify();
      openScope(app);
      expect(() => route(app, thing(auth), async () => ({ ok: true }))).toThrow(
        `is a '${auth}' contract, registered in a scope that enforces 'public' or 'link'.`,
      );
    },
  );

  it('refuses a contract in a scope that declares no auth', () => {
    expect(() => route(Fastify(), thing('public'), async () => ({ ok: true }))).toThrow(
      'registered in a scope that declares no auth',
    );
  });

  it('refuses a guarded scope inside another', async () => {
    await expect(bootStaffScope((staff) => guardScope(staff, 'account', refuseAll))).rejects.toThrow(
      "A 'account' scope cannot sit inside a 'staff' scope.",
    );
  });
});
