import type { Page } from 'playwright-core';
import { createCampaign } from '../../src/shared/contracts/campaigns/create-campaign';
import { createPaymentIntent } from '../../src/shared/contracts/payments/create-payment-intent';
import { nextBusinessDay } from '../../src/shared/delivery-date';
import { TEST_CARDS } from '../../src/shared/payments';

/** A delivery date comfortably past the 7-day minimum, on a business day. */
export const LATER_DELIVERY_DATE = nextBusinessDay(
  new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
);

/** Types a card into the checkout's test-provider form, with an expiry two years ahead. */
export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill(`12 / ${(new Date().getFullYear() + 2) % 100}`);
  await page.getByLabel('CVC').fill('123');
}

/** On the way from the builder: uploads `csv`, asks for delivery as soon as possible and opens checkout. */
export async function uploadContactsAndCheckout(page: Page, csv: string) {
  await page.waitForURL(/\/contact-upload$/);
  await page.getByLabel('Contact list (CSV file)').setInputFiles({
    name: 'contacts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'As Soon As Possible' }).click();
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  await page.waitForURL(/\/checkout\/[0-9a-f-]{36}$/);
}

export interface ApiContact {
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

async function postJson(url: string, body: object): Promise<Response> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  return res;
}

/**
 * A campaign made through the public API, as the builder and upload pages make it (delivered on
 * LATER_DELIVERY_DATE unless `campaign` names another day), with `contacts`; resolves with its id.
 */
export async function createCampaignByApi(
  origin: string,
  campaign: {
    name: string;
    message: string;
    templateId: number;
    handwritingStyle?: string;
    deliveryDate?: string;
  },
  contacts: ApiContact[],
): Promise<string> {
  const res = await postJson(`${origin}/api/campaigns`, { deliveryDate: LATER_DELIVERY_DATE, ...campaign });
  const { id } = createCampaign.response.parse(await res.json());
  if (contacts.length > 0) await postJson(`${origin}/api/contacts/batch`, { campaignId: id, contacts });
  return id;
}

/**
 * Pays a campaign through the public API as the test provider's card form does (intent, then confirm with
 * the success card), with `email` for the receipt: the order the customer's account then shows.
 */
export async function payCampaignByApi(origin: string, campaignId: string, email: string): Promise<void> {
  const intent = createPaymentIntent.response.parse(
    await (await postJson(`${origin}/api/create-payment-intent`, { campaignId })).json(),
  );
  await postJson(`${origin}/api/test-payments/confirm`, {
    paymentIntentId: intent.paymentIntentId,
    clientSecret: intent.clientSecret,
    card: { number: TEST_CARDS.success, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' },
    receiptEmail: email,
  });
}
