import { trackOrderPath } from '../../../shared/account';
import { formatUSD } from '../../../shared/money';
import {
  formatArrival,
  formatDeliveryDate,
  handwritingStyleLabel,
  WHAT_HAPPENS_NEXT,
} from '../../../shared/order';
import { orderReference } from '../../../shared/order-reference';
import { absoluteUrl } from '../../../shared/seo';
import type { CampaignRow, OrderRow } from '../../db/schema';
import type { MailContext } from '../../lib/mail/mail-context';
import type { QueuedMail } from '../../lib/mail/mail-queue';
import { renderMail } from '../../lib/mail/render-mail';

/** The customer's confirmation: what they bought, when it arrives, what happens next and whom to ask. */
export function orderConfirmationMail(
  order: OrderRow,
  campaign: CampaignRow,
  context: MailContext,
): Promise<QueuedMail> {
  const reference = orderReference(campaign.number);
  const link = absoluteUrl(context.publicUrl, `/order-confirmed/${order.id}`);
  const date = formatDeliveryDate(campaign.deliveryDate);
  const delivery = date ?? 'As soon as possible';
  const arrival = formatArrival(campaign.deliveryDate);
  const notes = `${campaign.totalNotes.toLocaleString('en-US')} handwritten notes`;
  return renderMail(
    {
      kind: 'order-confirmation',
      to: order.customerEmail,
      replyTo: context.supportEmail,
      subject: `Your Quillpost order ${reference} is confirmed`,
    },
    {
      preview: date ? `${notes}, arriving by ${date}.` : `${notes}, mailed as soon as possible.`,
      heading: 'Thank you for your order!',
      paragraphs: [`Your campaign “${campaign.name}” is confirmed and paid. Here is what you ordered.`],
      details: [
        { label: 'Order number', value: reference },
        { label: 'Campaign', value: campaign.name },
        { label: 'Handwriting', value: handwritingStyleLabel(campaign.handwritingStyle) },
        { label: 'Notes', value: campaign.totalNotes.toLocaleString('en-US') },
        { label: 'Price per note', value: formatUSD(campaign.pricePerNoteCents) },
        { label: 'Total paid', value: formatUSD(order.amountCents), emphasis: true },
        { label: 'Delivery date', value: delivery },
        ...(arrival ? [{ label: 'Arrival', value: arrival }] : []),
        { label: 'Payment ref.', value: order.paymentIntentId ?? '—' },
      ],
      action: { label: 'View your order', url: link },
      secondaryAction: {
        label: 'Track this order',
        url: absoluteUrl(context.publicUrl, trackOrderPath(order.customerEmail)),
      },
      steps: { title: 'What happens next', items: WHAT_HAPPENS_NEXT },
      closing: [
        `Questions? Reply to this e-mail or write to ${context.supportEmail}. We reply within 24 hours on business days.`,
      ],
    },
    { publicUrl: context.publicUrl },
  );
}
