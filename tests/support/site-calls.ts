import { addDays } from 'date-fns/addDays';
import type { InjectOptions } from 'fastify';
import type { Db } from '../../src/server/db/client';
import { createAccountSession } from '../../src/server/features/account-sessions/account-session-store';
import { ACCOUNT_COOKIE } from '../../src/shared/account';
import { nextBusinessDay, toCalendarDate } from '../../src/shared/delivery-date';
import type { TestApp } from './test-app';

/**
 * The site's own campaign calls (builder, upload, checkout), as a browser sends them: a guest's without a
 * cookie, a signed-in customer's with their session `cookie`.
 */

/** A PNG of one pixel: a valid front design or logo. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export const siteDeliveryDate = () => nextBusinessDay(toCalendarDate(addDays(new Date(), 14)));

/** `count` recipients named `${prefix} 1…count`, with the merge fields the messages use. */
export function recipients(count: number, prefix = 'Recipient') {
  return Array.from({ length: count }, (_, i) => ({
    name: `${prefix} ${i + 1}`,
    address: `${100 + i} Harbor Road`,
    city: 'Portland',
    state: 'ME',
    zipCode: '04101',
    customFields: { first_name: `${prefix}${i + 1}` },
  }));
}

const headersOf = (cookie?: string) => (cookie ? { cookie } : {});

/** A session cookie of an account the test made directly (no e-mail round trip): its owner's browser. */
export async function ownerCookie(db: Db, accountId: string): Promise<string> {
  const { token } = await createAccountSession(db, accountId);
  return `${ACCOUNT_COOKIE}=${token}`;
}

/** A one-file multipart body in the field the site's upload form uses. */
export function fileUpload(field: string, filename: string, bytes: Buffer, cookie?: string) {
  const boundary = '----qpsite';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { ...headersOf(cookie), 'content-type': `multipart/form-data; boundary=${boundary}` },
  } satisfies Pick<InjectOptions, 'payload' | 'headers'>;
}

export function siteCalls(t: TestApp) {
  return {
    create: (payload: object, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/campaigns',
        headers: headersOf(cookie),
        payload: {
          name: 'Harbor thank-yous',
          message: 'Dear {{first_name}}, thank you for sailing with us this year.',
          designSource: 'upload',
          deliveryDate: siteDeliveryDate(),
          ...payload,
        },
      }),
    batch: (campaignId: string, contacts: object[], cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contacts/batch',
        headers: headersOf(cookie),
        payload: { campaignId, contacts },
      }),
    uploadFront: (campaignId: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/campaigns/${campaignId}/front-design`,
        ...fileUpload('frontDesign', 'front.png', ONE_PIXEL_PNG, cookie),
      }),
    openPayment: (campaignId: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: headersOf(cookie),
        payload: { campaignId },
      }),
  };
}
