import { render } from '@react-email/render';
import type { QueuedMail } from './mail-queue';
import { BrandedMail } from './templates/branded-mail';
import type { MailBrand, MailContent } from './templates/mail-content';
import { mailText } from './templates/mail-text';

/** Who a mail goes to and what it is, apart from its content. */
export type MailEnvelope = Pick<QueuedMail, 'kind' | 'to' | 'replyTo' | 'subject'>;

/** A queued mail with both parts: the branded HTML and its plain-text twin, from the same content. */
export async function renderMail(
  envelope: MailEnvelope,
  content: MailContent,
  brand: MailBrand,
): Promise<QueuedMail> {
  const html = await render(<BrandedMail content={content} brand={brand} />);
  return { ...envelope, html, text: mailText(content, brand) };
}
