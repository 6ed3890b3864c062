import type { TCampaign } from '../../../../shared/campaign';
import { formatDecimalUSD, formatDeliveryDate, handwritingStyleLabel } from '../../../../shared/order';
import { orderReference } from '../../../../shared/order-reference';
import type { QueuedMail } from '../../../lib/mail/mail-queue';
import { renderMail } from '../../../lib/mail/render-mail';

/** The e-mail a customer gets for a staff-made invoice order: what was agreed and the link to pay it. */
export function invoiceMail(input: {
  to: string;
  campaign: TCampaign;
  checkoutUrl: string;
  invoiceNotes: string;
  publicUrl: string;
}): Promise<QueuedMail> {
  const { campaign } = input;
  const reference = orderReference(campaign.number);
  const total = formatDecimalUSD(campaign.totalAmount);
  return renderMail(
    {
      kind: 'invoice',
      to: input.to,
      subject: `Your Quillpost invoice ${reference}: ${campaign.name}`,
    },
    {
      preview: `${total} due for ${campaign.totalNotes.toLocaleString('en-US')} handwritten notes. Pay securely by card.`,
      heading: `Your invoice ${reference}`,
      paragraphs: [
        'Hello,',
        `Thank you for your order with Quillpost. Here is your invoice for the campaign “${campaign.name}”.`,
      ],
      details: [
        { label: 'Order', value: reference },
        { label: 'Handwritten notes', value: campaign.totalNotes.toLocaleString('en-US') },
        { label: 'Price per note', value: formatDecimalUSD(campaign.pricePerNote) },
        { label: 'Handwriting', value: handwritingStyleLabel(campaign.handwritingStyle) },
        { label: 'Delivery date', value: formatDeliveryDate(campaign.deliveryDate) ?? 'To be agreed' },
        { label: 'Total due', value: total, emphasis: true },
      ],
      ...(input.invoiceNotes ? { quote: { title: 'Notes', text: input.invoiceNotes } } : {}),
      action: { label: 'Pay securely by card', url: input.checkoutUrl },
      closing: [
        'Our team starts writing your notes as soon as the payment is in. Questions? Just reply to this e-mail.',
      ],
    },
    { publicUrl: input.publicUrl },
  );
}
