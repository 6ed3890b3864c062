import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractAuth } from '../../src/shared/contracts/contract';
import { signInAs } from '../support/account-session';
import { startSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';
import { newApiKey } from '../support/v1-client';
import { bearer, routesWithAuth, signIn } from './admin-helpers';

/*
 * Deny by default, read from the routes themselves: every route registered from a staff, account or api-key
 * contract (its `auth`, as route() recorded it) refuses a request without its own credential, or with another
 * kind, before reading anything else: no body, made-up ids. Which routes these are is never guessed from URLs.
 * admin-authorization.test.ts goes through the staff routes with real requests and every kind of bad token.
 */

type Guarded = Exclude<ContractAuth, 'public' | 'link'>;
type Credential = 'nothing' | 'a customer session' | 'an admin session' | 'an API key';

const MADE_UP_ID = '3f2c1b0a-9d8e-4f7a-8b6c-5d4e3f2a1b0c';

/** What each kind of route must refuse: every credential but its own. */
const REFUSES: Record<Guarded, Credential[]> = {
  staff: ['nothing', 'a customer session', 'an API key'],
  account: ['nothing', 'an admin session', 'an API key'],
  'api-key': ['nothing', 'a customer session', 'an admin session'],
};

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let headers: Record<Credential, Record<string, string>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://quillpost.test' });
  const cookie = await signInAs(t, smtp, 'matrix@customers.test');
  headers = {
    nothing: {},
    'a customer session': { cookie },
    'an admin session': bearer(await signIn(t.app)),
    'an API key': bearer(await newApiKey(t, cookie, 'live')),
  };
});
afterAll(() => smtp.close());

const request = (route: string, credential: Credential): InjectOptions => {
  const [method, path] = route.split(' ') as [InjectOptions['method'], string];
  return { method, url: path.replace(/:[A-Za-z_]\w*/g, MADE_UP_ID), headers: headers[credential] };
};

describe('every guarded route refuses a request without its credential', () => {
  it.each(['staff', 'account', 'api-key'] as const)('finds the %s routes', (auth) => {
    expect(routesWithAuth(t.app, auth).length).toBeGreaterThan(20);
  });

  const cases = (['staff', 'account', 'api-key'] as const).flatMap((auth) =>
    REFUSES[auth].map((credential) => [auth, credential] as const),
  );
  it.each(cases)('each %s route answers 401 to %s', async (auth, credential) => {
    for (const route of routesWithAuth(t.app, auth)) {
      const res = await t.app.inject(request(route, credential));
      expect(res.statusCode, `${route}: ${res.body}`).toBe(401);
      const body = res.json();
      if (auth === 'api-key') expect(body.error.type, route).toBe('authentication_error');
      else expect(typeof body.message, route).toBe('string');
    }
  });
});
