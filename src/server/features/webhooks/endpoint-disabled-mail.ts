import { absoluteUrl } from '../../../shared/seo';
import type { DbOrTx } from '../../db/client';
import type { MailContext } from '../../lib/mail/mail-context';
import { enqueueMail } from '../../lib/mail/mail-queue';
import { renderMail } from '../../lib/mail/render-mail';

/** Tells the owner that an endpoint stopped receiving events after failing for three days, and why. */
export async function enqueueEndpointDisabledMail(
  db: DbOrTx,
  input: { to: string; url: string; lastError: string },
  context: MailContext,
): Promise<void> {
  const mail = await renderMail(
    {
      kind: 'webhook-endpoint-disabled',
      to: input.to,
      replyTo: context.supportEmail,
      subject: 'A webhook endpoint was turned off',
    },
    {
      preview: `${input.url} failed for three days, so we stopped sending it events.`,
      heading: 'We turned off a webhook endpoint',
      paragraphs: [
        `Every delivery to ${input.url} has failed for three days, so we stopped sending it events.`,
        `The last attempt: ${input.lastError}.`,
        'Once the receiver answers again, add the endpoint anew in your account; the delivery log shows each attempt, and Resend sends an event again.',
      ],
      action: { label: 'Open your webhooks', url: absoluteUrl(context.publicUrl, '/account/developers') },
      closing: [`Questions? Reply to this e-mail or write to ${context.supportEmail}.`],
    },
    { publicUrl: context.publicUrl },
  );
  await enqueueMail(db, mail);
}
