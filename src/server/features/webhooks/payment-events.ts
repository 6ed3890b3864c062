import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { findCampaign } from '../campaigns/campaign-store';
import { emitEvent } from './emit-event';

interface FailedPayment {
  campaignId: string;
  programId?: string;
  /** The provider's payment, when the attempt had one. */
  paymentIntent?: string;
  failureCode: string;
  failureMessage: string;
  /** Names the attempt once (a program's run, a Stripe event); without it every call is a new attempt. */
  cause?: string;
}

/** A refused payment: nothing was charged and no order made, so the campaign stays payable. */
export async function emitPaymentFailed(tx: DbOrTx, input: FailedPayment): Promise<void> {
  const campaign = await findCampaign(tx, input.campaignId);
  if (!campaign?.accountId) return;
  await emitEvent(tx, {
    accountId: campaign.accountId,
    livemode: campaign.livemode,
    type: 'payment.failed',
    sourceKey: `payment.failed:${input.cause ?? randomUUID()}`,
    data: {
      object: {
        object: 'payment_failure',
        campaign_id: campaign.id,
        program_id: input.programId ?? null,
        payment_intent: input.paymentIntent ?? null,
        amount: campaign.totalAmountCents,
        currency: 'usd',
        failure_code: input.failureCode,
        failure_message: input.failureMessage,
        metadata: campaign.metadata,
      },
    },
  });
}
