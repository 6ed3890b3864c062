import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAdminTestimonials } from '../../src/shared/contracts/testimonials/list-admin-testimonials';
import { listTestimonials } from '../../src/shared/contracts/testimonials/list-testimonials';
import { reorderTestimonials } from '../../src/shared/contracts/testimonials/reorder-testimonials';
import { homepageTestimonials } from '../../src/shared/homepage-testimonials';
import { TESTIMONIAL_MESSAGES } from '../../src/shared/testimonial-schemas';
import { signInAs } from '../support/account-session';
import { callApi } from '../support/call-api';
import { startSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';
import { bearer, signIn } from './admin-helpers';

/*
 * PUT /api/admin/testimonials/reorder: staff choose the order of the testimonials, and so the three the home
 * page shows. The whole list is saved at once, hidden ones included; the home page's cached list follows.
 */

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let auth: Record<string, string>;
let token: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://quillpost.test' });
  token = await signIn(t.app);
  auth = bearer(token);
});
afterAll(async () => {
  await smtp?.close();
});

const adminList = () => callApi(t, listAdminTestimonials, {}, { as: { bearer: token } });
const homePage = () => t.app.inject({ method: 'GET', url: '/api/testimonials' });
const homePageNames = async () => (await callApi(t, listTestimonials, {})).map((x) => x.name);
const reorder = (testimonialIds: unknown, headers: Record<string, string> = auth) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/testimonials/reorder',
    headers,
    payload: { testimonialIds },
  });

describe('reordering testimonials', () => {
  it('saves the whole new order and answers every testimonial in it', async () => {
    const before = await adminList();
    expect(before.some((x) => !x.isVisible)).toBe(true);
    const ids = before.map((x) => x.id).reverse();

    const res = await reorder(ids);
    expect(res.statusCode, res.body).toBe(200);
    const saved = reorderTestimonials.response.parse(res.json());
    expect(saved.map((x) => x.id)).toEqual(ids);
    expect(saved.map((x) => x.displayOrder)).toEqual(ids.map((_, i) => i));
    expect((await adminList()).map((x) => x.id)).toEqual(ids);
  });

  it('changes the home page at once, though its list is cached: staff choose the three it shows', async () => {
    const list = await adminList();
    const visible = list.filter((x) => x.isVisible);
    const cached = await homePage();
    expect((await homePage()).headers.etag).toBe(cached.headers.etag);

    // The last three visible ones move to the top, in reverse.
    const chosen = visible.slice(-3).reverse();
    const rest = list.filter((x) => !chosen.includes(x));
    expect((await reorder([...chosen, ...rest].map((x) => x.id))).statusCode).toBe(200);

    const after = await homePage();
    expect(after.headers.etag).not.toBe(cached.headers.etag);
    const shown = listTestimonials.response.parse(after.json());
    expect(shown.map((x) => x.name)).toEqual(
      [...chosen, ...rest].filter((x) => x.isVisible).map((x) => x.name),
    );
    expect(homepageTestimonials(shown).map((x) => x.name)).toEqual(chosen.map((x) => x.name));
  });

  it('keeps a hidden testimonial hidden wherever it is placed', async () => {
    const list = await adminList();
    const hidden = list.find((x) => !x.isVisible)!;
    const ids = [hidden.id, ...list.filter((x) => x !== hidden).map((x) => x.id)];
    expect((await reorder(ids)).statusCode).toBe(200);
    expect(await homePageNames()).not.toContain(hidden.name);
    expect((await adminList())[0]).toMatchObject({ id: hidden.id, isVisible: false });
  });

  describe('refuses a list that is not exactly the current testimonials, with a readable 400', () => {
    const cases: Array<[string, (ids: number[]) => unknown]> = [
      ['one left out (the hidden one)', (ids) => ids.slice(1)],
      ['one named twice', (ids) => [...ids.slice(0, -1), ids[0]]],
      ['one that does not exist', (ids) => [...ids.slice(0, -1), 999_999]],
      ['one added', (ids) => [...ids, 999_999]],
      ['an empty list', () => []],
      ['ids that are not numbers', (ids) => ids.map(String).map((x) => `#${x}`)],
    ];
    it.each(cases)('%s', async (_what, wrong) => {
      const before = await adminList();
      const names = await homePageNames();
      const res = await reorder(wrong(before.map((x) => x.id)));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(TESTIMONIAL_MESSAGES.reorder);
      expect(await adminList()).toEqual(before);
      expect(await homePageNames()).toEqual(names);
    });
  });

  it('is for staff only: no token, or a signed-in customer, gets 401 and changes nothing', async () => {
    const before = await adminList();
    const ids = before.map((x) => x.id).reverse();
    const customer = await signInAs(t, smtp, 'customer@order.test');
    const refused: Record<string, string>[] = [{}, { cookie: customer }, bearer('not-a-staff-token')];
    for (const headers of refused) {
      const res = await reorder(ids, headers);
      expect(res.statusCode).toBe(401);
      expect(typeof res.json().message).toBe('string');
    }
    expect(await adminList()).toEqual(before);
  });
});
