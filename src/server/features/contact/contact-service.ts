import { INQUIRY_TYPES, type TContactMessage } from '../../../shared/contact-message';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { enqueueMail } from '../../lib/mail/mail-queue';

/**
 * Stores the message and queues the e-mail to sales in one transaction: if sending fails it is retried from
 * the queue, and the stored message is never lost.
 */
export async function submitContactMessage(
  db: Db,
  input: TContactMessage,
  context: { ip: string; salesEmail: string },
): Promise<{ id: string }> {
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
    await enqueueMail(tx, {
      kind: 'contact-message',
      to: context.salesEmail,
      replyTo: input.email,
      subject: `[${INQUIRY_TYPES[input.inquiryType]}] ${input.subject}`,
      text: [
        `New message from the Quillpost contact form`,
        '',
        `Name:         ${input.name}`,
        `Email:        ${input.email}`,
        `Phone:        ${input.phone || '—'}`,
        `Company:      ${input.company || '—'}`,
        `Inquiry type: ${INQUIRY_TYPES[input.inquiryType]}`,
        `Subject:      ${input.subject}`,
        '',
        input.message,
        '',
        `Reply to this e-mail to answer ${input.name} directly.`,
      ].join('\n'),
    });
    return { id: row!.id };
  });
}
