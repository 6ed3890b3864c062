import { designTemplates } from '../../src/server/db/schema';
import { giveCard } from '../support/account-holdings';
import { startSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';
import { type V1Customer, v1Customer } from '../support/v1-client';
import { bearer, signIn } from './admin-helpers';

/**
 * The app of a /v1 test file: an SMTP peer, a signed-in admin, a template to order, and a customer (`email`)
 * with test and live keys and a card on file with the built-in provider, so the live key's submits are paid
 * as a real customer's. The file closes `smtp` after its tests.
 */
export async function v1BedWithCard(email: string): Promise<{
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  t: TestApp;
  templateId: number;
  admin: Record<string, string>;
  alice: V1Customer;
}> {
  const smtp = await startSmtpServer();
  const t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://quillpost.test' });
  const [template] = await t.database.db.select().from(designTemplates).limit(1);
  const admin = bearer(await signIn(t.app));
  const alice = await v1Customer(t, smtp, email);
  await giveCard(t.database.db, alice.accountId, '4242');
  return { smtp, t, templateId: template!.id, admin, alice };
}
