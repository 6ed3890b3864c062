import { expect } from 'vitest';
import { z } from 'zod';
import { createApiKey } from '../../src/shared/contracts/account-api-keys/create-api-key';
import { v1CreateCampaign } from '../../src/shared/contracts/v1/create-campaign';
import { addCalendarDays, nextBusinessDay } from '../../src/shared/delivery-date';
import { accountIdOf } from './account-holdings';
import { signInAs } from './account-session';
import type { startSmtpServer } from './smtp';
import type { TestApp } from './test-app';

/** What /v1 tests drive the API with: a signed-in customer's account and their test and live keys. */
export interface V1Customer {
  cookie: string;
  accountId: string;
  test: string;
  live: string;
}

/** The Origin the account pages send (their writes refuse other sites). */
export const SITE_ORIGIN = { origin: 'https://quillpost.test' };

/** A new API key made the way the account page makes it: `POST /api/account/api-keys`. */
export async function newApiKey(t: TestApp, cookie: string, mode: 'test' | 'live'): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/account/api-keys',
    payload: { name: `${mode} key`, mode },
    headers: { origin: new URL(t.config.publicUrl).origin, cookie },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return createApiKey.response.parse(res.json()).key;
}

/** Signs `email` in and makes one test and one live key. */
export async function v1Customer(
  t: TestApp,
  smtp: Awaited<ReturnType<typeof startSmtpServer>>,
  email: string,
): Promise<V1Customer> {
  const cookie = await signInAs(t, smtp, email);
  return {
    cookie,
    accountId: await accountIdOf(t.database.db, email),
    test: await newApiKey(t, cookie, 'test'),
    live: await newApiKey(t, cookie, 'live'),
  };
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** One /v1 call with a Bearer key. */
export const v1Call = (
  t: TestApp,
  key: string,
  method: Method,
  url: string,
  payload?: object | string,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${key}`, ...headers } });

/** A business day a month out: far enough for every delivery-date rule. */
export const v1DeliveryDate = () =>
  nextBusinessDay(addCalendarDays(new Date().toISOString().slice(0, 10), 30));

/**
 * Asserts a /v1 error answer: the status, the type and the one error shape (with the answer's own Request-Id and
 * its code's entry in the reference), without a stack trace.
 */
export function expectV1Error(
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
  status: number,
  type: string,
) {
  expect(res.statusCode, res.body).toBe(status);
  const { error } = z.object({ error: z.record(z.string(), z.unknown()) }).parse(JSON.parse(res.body));
  expect(error).toEqual({
    type,
    code: expect.any(String),
    message: expect.any(String),
    param: error.param === null ? null : expect.any(String),
    request_id: res.headers['request-id'],
    doc_url: expect.stringMatching(new RegExp(`^https?://[^/]+/docs/api#description/${error.code}$`)),
  });
  expect(error.request_id).toMatch(/^req_[0-9a-f]{24}$/);
  expect(res.body).not.toMatch(/at .*\.ts:\d+|stack/i);
  return error;
}

/** A draft campaign made with `key` on the template, with `recipients` people added through /v1; its id. */
export async function v1CampaignWith(
  t: TestApp,
  key: string,
  templateId: number,
  recipients: number,
): Promise<string> {
  const made = await v1Call(t, key, 'POST', '/v1/campaigns', {
    name: 'Spring check-up reminders',
    message: 'Thank you for being with us this year. See you at your spring check-up!',
    style: 'elegant',
    template_id: templateId,
    delivery_date: v1DeliveryDate(),
  });
  expect(made.statusCode, made.body).toBe(201);
  const { id } = v1CreateCampaign.response.parse(made.json());
  if (recipients === 0) return id;
  const people = Array.from({ length: recipients }, (_, i) => ({
    name: `Patient ${i + 1}`,
    address: `${100 + i} Main Street`,
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
  }));
  const added = await v1Call(t, key, 'POST', `/v1/campaigns/${id}/recipients`, { recipients: people });
  expect(added.statusCode, added.body).toBe(200);
  expect(added.json().added).toBe(recipients);
  return id;
}
