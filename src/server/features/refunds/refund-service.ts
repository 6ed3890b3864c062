import { centsToDecimal } from '../../../shared/money';
import { REFUND_MESSAGES, tooMuch } from '../../../shared/refunds';
import type { AppDeps } from '../../app-deps';
import { actAs } from '../../db/actor';
import type { OrderRow } from '../../db/schema';
import { badRequest, conflict, notFound, providerFailed } from '../../lib/errors';
import { mailContext } from '../../lib/mail/mail-context';
import { addRefunded, findOrder, lockOrder } from '../orders/order-refunds';
import type { PaymentProvider, ProviderRefund } from '../payments/provider';
import { enqueueStatusMail } from '../tracking/status-mail';
import { emitCampaignStatusChanges, emitOrderRefunded } from '../webhooks/campaign-events';
import { cancelCampaignRow, insertRefund } from './refund-store';

export type RefundDeps = AppDeps;

export interface RefundInput {
  orderId: string;
  /** What to give back; everything left when omitted. */
  amountCents?: number;
  reason: string;
  /** Who asks: 'customer' or staffActor(username), for the refund row and the status history. */
  actor: string;
  /** The customer's cancel: the campaign is cancelled with the refund, and the e-mail says so. */
  cancelCampaign: boolean;
  notFoundMessage?: string;
}

/**
 * The one way money goes back (the customer's cancel, staff's full or partial refunds). The server decides
 * the amount left; the provider is called once, then the refund row, the order's total refunded, its status
 * and the campaign's cancellation are written in one transaction (history rows name `actor`), with the
 * customer's e-mail.
 *
 * The provider call happens before that transaction (a transaction must not wait on the network, and the
 * embedded database has one connection). If it succeeds and the transaction then fails, nothing is recorded
 * but the money is back: a retry computes the same idempotency key (order id + amount refunded so far, both
 * unchanged), so the provider answers the same refund instead of making a second one, and this time it is
 * recorded. The refund row's unique provider id keeps a retry from counting it twice.
 */
export async function refundOrder(
  deps: RefundDeps,
  input: RefundInput,
): Promise<{ order: OrderRow; refund: ProviderRefund }> {
  const db = deps.database.db;
  const order = await findOrder(db, input.orderId);
  if (!order) throw notFound(input.notFoundMessage ?? 'Order not found.');
  const { provider, intentId } = refundableVia(deps.payments, order);
  const remaining = order.amountCents - order.refundedCents;
  const amountCents = input.amountCents ?? remaining;
  if (amountCents <= 0) throw badRequest(REFUND_MESSAGES.amount);
  if (amountCents > remaining) throw badRequest(tooMuch(centsToDecimal(remaining)));

  let refund: ProviderRefund;
  try {
    refund = await provider.refund({
      intentId,
      amountCents,
      reason: input.reason,
      idempotencyKey: `refund-${order.id}-${order.refundedCents}`,
    });
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    throw providerFailed(`${REFUND_MESSAGES.providerFailed}: ${why}`);
  }

  const updated = await db.transaction(async (tx) => {
    await actAs(tx, input.actor, input.reason);
    const locked = await lockOrder(tx, order.id);
    const recorded = await insertRefund(tx, {
      orderId: order.id,
      amountCents: refund.amountCents,
      reason: input.reason,
      actor: input.actor,
      provider: provider.name,
      providerRefundId: refund.id,
    });
    if (recorded) {
      await addRefunded(tx, locked, refund.amountCents);
      if (input.cancelCampaign) await cancelCampaignRow(tx, order.campaignId);
      // A cancel's e-mail states its refund too: one message, not two.
      await enqueueStatusMail(
        tx,
        {
          campaignId: order.campaignId,
          amountCents: refund.amountCents,
          reason: input.reason,
          event: input.cancelCampaign ? 'cancelled' : 'refunded',
        },
        mailContext(deps),
      );
      await emitOrderRefunded(tx, {
        before: locked,
        refund: { id: refund.id, amountCents: refund.amountCents, reason: input.reason },
      });
      await emitCampaignStatusChanges(tx, order.campaignId);
    }
    return lockOrder(tx, order.id);
  });
  void deps.mail.kick();
  return { order: updated, refund };
}

/**
 * Only a paid order whose payment went through the configured provider can be refunded here: an invoice
 * paid by transfer has no payment at a provider, and a test payment cannot be refunded by Stripe.
 */
function refundableVia(
  payments: PaymentProvider | null,
  order: OrderRow,
): { provider: PaymentProvider; intentId: string } {
  if (order.status === 'refunded' || (order.status === 'paid' && order.refundedCents >= order.amountCents)) {
    throw conflict(REFUND_MESSAGES.nothingLeft);
  }
  if (order.status !== 'paid') throw conflict(REFUND_MESSAGES.notPaid);
  if (!order.paymentIntentId) throw conflict(REFUND_MESSAGES.noProviderPayment);
  if (!payments || order.paymentProvider !== payments.name) throw conflict(REFUND_MESSAGES.providerMismatch);
  return { provider: payments, intentId: order.paymentIntentId };
}
