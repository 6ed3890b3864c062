import type { FastifyBaseLogger } from 'fastify';
import type { TCreateOrder, TOrder } from '../../../shared/order';
import type { AppDeps } from '../../app-deps';
import { badRequest, unavailable } from '../../lib/errors';
import { mailContext } from '../../lib/mail/mail-context';
import { openCampaign, type SiteCaller } from '../campaigns/campaign-access';
import { findOrder } from '../orders/order-store';
import { cardToKeep } from '../saved-cards/card-to-keep';
import { fulfilPayment } from './fulfil-payment';

/**
 * POST /api/orders: the customer's page reports a payment. The server asks the provider itself whether the
 * intent succeeded, belongs to this campaign and carries its amount; only then is the order made (or the
 * one the webhook already made is returned). Only for a campaign the caller may open (campaign-access.ts).
 */
export async function placeOrder(
  deps: AppDeps,
  input: TCreateOrder,
  caller: SiteCaller,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<TOrder> {
  const provider = deps.payments;
  if (!provider) throw unavailable('Card payments are not set up on this server.');
  await openCampaign(deps.database.db, input.campaignId, caller);
  const intent = await provider.retrieveIntent(input.paymentIntentId);
  if (!intent) throw badRequest('Payment not found. No order was created.');
  if (intent.campaignId !== input.campaignId) {
    throw badRequest('This payment does not belong to this campaign. No order was created.');
  }
  const keepCard = await cardToKeep(deps, intent.id, log);
  const { order, created } = await deps.database.db.transaction((tx) =>
    fulfilPayment(tx, { intent, customerEmail: input.customerEmail, keepCard }, mailContext(deps)),
  );
  if (created) void deps.mail.kick();
  return findOrder(deps.database.db, order.id);
}
