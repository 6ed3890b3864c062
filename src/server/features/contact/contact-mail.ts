import { INQUIRY_TYPES, type TContactMessage } from '../../../shared/contact-message';
import type { QueuedMail } from '../../lib/mail/mail-queue';
import { renderMail } from '../../lib/mail/render-mail';

/** The contact form's message, to sales; replying answers the sender directly. */
export function contactMessageMail(
  input: TContactMessage,
  context: { salesEmail: string; publicUrl: string },
): Promise<QueuedMail> {
  const inquiry = INQUIRY_TYPES[input.inquiryType];
  return renderMail(
    {
      kind: 'contact-message',
      to: context.salesEmail,
      replyTo: input.email,
      subject: `[${inquiry}] ${input.subject}`,
    },
    {
      preview: `${input.name}: ${input.subject}`,
      heading: 'New message from the Quillpost contact form',
      paragraphs: [],
      details: [
        { label: 'Name', value: input.name },
        { label: 'Email', value: input.email },
        { label: 'Phone', value: input.phone || '—' },
        { label: 'Company', value: input.company || '—' },
        { label: 'Inquiry type', value: inquiry },
        { label: 'Subject', value: input.subject },
      ],
      quote: { title: 'Message', text: input.message },
      closing: [`Reply to this e-mail to answer ${input.name} directly.`],
    },
    { publicUrl: context.publicUrl },
  );
}
