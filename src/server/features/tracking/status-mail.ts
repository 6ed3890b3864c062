import { REDACTED } from '../../../shared/account-data';
import { arrivalWindow } from '../../../shared/arrival-window';
import { DELIVERY_PROMISE } from '../../../shared/delivery-promise-words';
import { formatUSD } from '../../../shared/money';
import { notesRangeLabel } from '../../../shared/notes-progress';
import { formatDeliveryDate } from '../../../shared/order';
import { orderReference } from '../../../shared/order-reference';
import { absoluteUrl } from '../../../shared/seo';
import type { DbOrTx } from '../../db/client';
import type { CampaignRow } from '../../db/schema';
import type { MailContext } from '../../lib/mail/mail-context';
import { enqueueMail } from '../../lib/mail/mail-queue';
import { renderMail } from '../../lib/mail/render-mail';
import type { MailContent, MailDetail } from '../../lib/mail/templates/mail-content';
import { loadCampaign } from '../campaigns/campaign-store';
import { findCustomerOrder } from '../orders/campaign-orders';

type StatusMailEvent =
  | 'in_production'
  | 'mailed'
  | 'cancelled'
  | 'refunded'
  | 'back_in_review'
  | 'back_in_production';

export interface StatusMailInput {
  campaignId: string;
  event: StatusMailEvent;
  /** Refunded: the amount given back this time. */
  amountCents?: number;
  /** Cancelled / refunded / a step back: why, as staff or the customer wrote it. */
  reason?: string;
  /** Mailed: the manifest sequence numbers of this batch (inclusive) and the campaign's note count. */
  batch?: { from: number; to: number; total: number };
}

/**
 * Tells the customer that their order moved (issue 12 §3): in production, mailed (with the expected arrival
 * window), cancelled, refunded. Queued in the caller's transaction, so the mail exists only if the change
 * does. No address on the order or the campaign: no mail.
 */
export async function enqueueStatusMail(
  tx: DbOrTx,
  input: StatusMailInput,
  context: MailContext,
): Promise<void> {
  const campaign = await loadCampaign(tx, input.campaignId);
  const order = await findCustomerOrder(tx, campaign.id);
  const to = order?.customerEmail || campaign.customerEmail;
  // A deleted account's orders keep a marker, not an address.
  if (!to || to === REDACTED) return;
  const link = order
    ? absoluteUrl(context.publicUrl, `/account/orders/${order.id}`)
    : absoluteUrl(context.publicUrl, '/account');
  const reference = orderReference(campaign.number);
  const content = statusContent(input, campaign, reference, new Date());
  const mail = await renderMail(
    {
      kind: `status-${input.event.replaceAll('_', '-')}`,
      to,
      replyTo: context.supportEmail,
      subject: content.subject,
    },
    {
      ...content.body,
      action: { label: 'Track your order', url: link },
      closing: [
        `Questions? Reply to this e-mail or write to ${context.supportEmail}. We reply within 24 hours on business days.`,
      ],
    },
    { publicUrl: context.publicUrl },
  );
  await enqueueMail(tx, mail);
}

interface StatusContent {
  subject: string;
  body: Omit<MailContent, 'action' | 'closing'>;
}

function statusContent(
  input: StatusMailInput,
  campaign: CampaignRow,
  reference: string,
  now: Date,
): StatusContent {
  const details: MailDetail[] = [
    { label: 'Order number', value: reference },
    { label: 'Campaign', value: campaign.name },
  ];
  const name = `“${campaign.name}”`;
  switch (input.event) {
    case 'in_production':
      return {
        subject: `Your Quillpost order ${reference} is in production`,
        body: {
          preview: 'Our pens are writing your notes.',
          heading: 'Your notes are being written',
          paragraphs: [
            `Your campaign ${name} has passed review and is now in production: our pen robots are writing your ${notesCount(campaign.totalNotes)}.`,
            'We will e-mail you again when they are in the mail, with the dates they should arrive.',
          ],
          details: [...details, { label: 'Notes', value: campaign.totalNotes.toLocaleString('en-US') }],
        },
      };
    case 'mailed': {
      const window = arrivalWindow({
        deliveryDate: campaign.deliveryDate,
        mailedOn: now.toISOString().slice(0, 10),
      })!;
      const from = formatDeliveryDate(window.from)!;
      const to = formatDeliveryDate(window.to)!;
      const batch = input.batch;
      const all = !batch || (batch.from === 1 && batch.to === batch.total);
      const which = all
        ? `All ${notesCount(campaign.totalNotes)}`
        : notesRangeLabel(batch.from, batch.to, batch.total);
      return {
        subject: `Your Quillpost order ${reference} is in the mail`,
        body: {
          preview: `Expected to arrive between ${from} and ${to}.`,
          heading: 'Your notes are in the mail',
          paragraphs: [
            `${which} from your campaign ${name} went into the mail today.`,
            `${DELIVERY_PROMISE.transit}, so they should arrive between ${from} and ${to}.`,
          ],
          details: [
            ...details,
            { label: 'Mailed', value: all ? 'All notes' : which },
            { label: 'Expected arrival', value: `${from} – ${to}`, emphasis: true },
          ],
        },
      };
    }
    case 'cancelled': {
      // Cancelled with its refund (the customer's Cancel): one e-mail says both.
      const refunded = input.amountCents === undefined ? null : formatUSD(input.amountCents);
      return {
        subject: `Your Quillpost order ${reference} has been cancelled`,
        body: {
          preview: refunded
            ? `Your order has been cancelled and ${refunded} refunded.`
            : 'Your order has been cancelled; no notes will be written.',
          heading: 'Your order has been cancelled',
          paragraphs: [
            `Your campaign ${name} has been cancelled and no notes will be written or mailed.`,
            refunded
              ? `We refunded ${refunded} to the card you paid with. Banks usually show it within 5–10 business days.`
              : 'If a refund is due, we will e-mail you as soon as it is made.',
          ],
          details: [
            ...details,
            ...(refunded ? [{ label: 'Refunded', value: refunded, emphasis: true }] : []),
            ...(input.reason ? [{ label: 'Reason', value: input.reason }] : []),
          ],
        },
      };
    }
    case 'back_in_review':
    case 'back_in_production': {
      const review = input.event === 'back_in_review';
      const stage = review ? 'in review' : 'in production';
      return {
        subject: `Your Quillpost order ${reference} is back ${stage}`,
        body: {
          preview: review
            ? 'We moved your order back to review; nothing has been written yet.'
            : 'We moved your order back to production; not every note is in the mail yet.',
          heading: `Your order is back ${stage}`,
          paragraphs: [
            review
              ? `We moved your campaign ${name} back to review before any note was written. It is not in production yet, so you can still change your mind: you may cancel it from your order page for a full refund.`
              : `We moved your campaign ${name} back to production: not all of its notes are in the mail yet. We will e-mail you again when they are.`,
            'We are sorry for the earlier message; your order page shows where it stands now.',
          ],
          details: [
            ...details,
            { label: 'Status', value: review ? 'In review' : 'In production', emphasis: true },
            ...(input.reason ? [{ label: 'Reason', value: input.reason }] : []),
          ],
        },
      };
    }
    case 'refunded': {
      const amount = formatUSD(input.amountCents ?? 0);
      return {
        subject: `Your Quillpost order ${reference} has been refunded`,
        body: {
          preview: `${amount} is on its way back to you.`,
          heading: 'Your refund is on its way',
          paragraphs: [
            `We refunded ${amount} for your campaign ${name} to the card you paid with. Banks usually show it within 5–10 business days.`,
          ],
          details: [
            ...details,
            { label: 'Refunded', value: amount, emphasis: true },
            ...(input.reason ? [{ label: 'Reason', value: input.reason }] : []),
          ],
        },
      };
    }
  }
}

function notesCount(n: number): string {
  return `${n.toLocaleString('en-US')} handwritten ${n === 1 ? 'note' : 'notes'}`;
}
