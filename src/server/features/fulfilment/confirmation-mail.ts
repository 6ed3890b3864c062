import { centsToDecimal, formatUSD } from '../../../shared/money';
import { formatDeliveryDate, handwritingStyleLabel, WHAT_HAPPENS_NEXT } from '../../../shared/order';
import { absoluteUrl } from '../../../shared/seo';
import type { QueuedMail } from '../../lib/mail/mail-queue';
import type { CampaignRow, OrderRow } from '../payments/payable-campaign';
import type { FulfilContext } from './fulfil-context';

/** The customer's confirmation: what they bought, when it arrives, what happens next and whom to ask. */
export function orderConfirmationMail(
  order: OrderRow,
  campaign: CampaignRow,
  context: FulfilContext,
): QueuedMail {
  const link = absoluteUrl(context.publicUrl, `/order-confirmed/${order.id}`);
  const delivery = formatDeliveryDate(campaign.deliveryDate) ?? 'As soon as possible';
  return {
    kind: 'order-confirmation',
    to: order.customerEmail,
    replyTo: context.supportEmail,
    subject: `Your Quillpost order #${order.number} is confirmed`,
    text: [
      'Thank you for your order!',
      '',
      `Order number:     #${order.number}`,
      `Campaign:         ${campaign.name}`,
      `Handwriting:      ${handwritingStyleLabel(campaign.handwritingStyle)}`,
      `Notes:            ${campaign.totalNotes}`,
      `Price per note:   $${centsToDecimal(campaign.pricePerNoteCents)}`,
      `Total paid:       ${formatUSD(order.amountCents)}`,
      `Delivery date:    ${delivery}`,
      `Payment ref.:     ${order.paymentIntentId ?? '—'}`,
      '',
      'What happens next',
      ...WHAT_HAPPENS_NEXT.map((step, i) => `${i + 1}. ${step.title}: ${step.text}`),
      '',
      `Your order: ${link}`,
      '',
      `Questions? Reply to this e-mail or write to ${context.supportEmail}. We reply within 24 hours on business days.`,
      '',
      '— The Quillpost team',
    ].join('\n'),
  };
}
