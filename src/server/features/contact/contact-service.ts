import type { TContactMessage } from '../../../shared/contact-message';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { enqueueMail } from '../../lib/mail/mail-queue';
import { contactMessageMail } from './contact-mail';

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
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        company: input.company,
        inquiryType: input.inquiryType,
        subject: input.subject,
        message: input.message,
        ip: context.ip,
      })
      .returning({ id: contactMessages.id });
    await enqueueMail(tx, mail);
    return { id: row!.id };
  });
}
