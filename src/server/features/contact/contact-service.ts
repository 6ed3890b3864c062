import type { TContactMessage } from '../../../shared/contact-message';
import type { Db } from '../../db/client';
import { enqueueMail } from '../../lib/mail/mail-queue';
import { contactMessageMail } from './contact-mail';
import { insertContactMessage } from './contact-message-store';

/**
 * Stores the message and queues the e-mail to sales in one transaction: if sending fails it is retried from
 * the queue, and the stored message is never lost.
 */
export async function submitContactMessage(
  db: Db,
  input: TContactMessage,
  context: { ip: string; salesEmail: string; publicUrl: string },
): Promise<{ id: string }> {
  // Rendered before the transaction: it needs nothing stored, and the database is not held meanwhile.
  const mail = await contactMessageMail(input, context);
  return db.transaction(async (tx) => {
    const id = await insertContactMessage(tx, input, context.ip);
    await enqueueMail(tx, mail);
    return { id };
  });
}
