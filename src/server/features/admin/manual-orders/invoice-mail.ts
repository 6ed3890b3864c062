import type { TCampaign } from '../../../../shared/campaign';
import { HANDWRITING_STYLE_INFO, type HandwritingStyle } from '../../../../shared/handwriting/styles';
import type { QueuedMail } from '../../../lib/mail/mail-queue';

/** The e-mail a customer gets for a staff-made invoice order: what was agreed and the link to pay it. */
export function invoiceMail(input: {
  to: string;
  orderNumber: number;
  campaign: TCampaign;
  checkoutUrl: string;
  invoiceNotes: string;
}): QueuedMail {
  const { campaign } = input;
  const style =
    HANDWRITING_STYLE_INFO[campaign.handwritingStyle as HandwritingStyle]?.name ?? campaign.handwritingStyle;
  return {
    kind: 'invoice',
    to: input.to,
    subject: `Your Quillpost invoice #${input.orderNumber}: ${campaign.name}`,
    text: [
      'Hello,',
      '',
      `Thank you for your order with Quillpost. Here is your invoice for the campaign "${campaign.name}".`,
      '',
      `Order:            #${input.orderNumber}`,
      `Handwritten notes: ${campaign.totalNotes.toLocaleString('en-US')}`,
      `Price per note:   $${campaign.pricePerNote}`,
      `Total due:        $${campaign.totalAmount}`,
      `Handwriting:      ${style}`,
      `Delivery date:    ${campaign.deliveryDate ?? 'to be agreed'}`,
      ...(input.invoiceNotes ? ['', 'Notes:', input.invoiceNotes] : []),
      '',
      'Pay securely by card here:',
      input.checkoutUrl,
      '',
      'Our team starts writing your notes as soon as the payment is in. Questions? Just reply to this e-mail.',
      '',
      'The Quillpost team',
    ].join('\n'),
  };
}
