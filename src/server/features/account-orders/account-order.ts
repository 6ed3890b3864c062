import { ORDER_NOT_FOUND } from '../../../shared/account-orders';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { OrderWithCampaign } from '../orders/order-store';
import { findOwnedOrder, type OrderOwner } from '../orders/owned-orders';

/** The account's order with its campaign, or the 404 every account order route answers for any other id. */
export async function accountOrderOr404(
  db: DbOrTx,
  owner: OrderOwner,
  orderId: string,
): Promise<OrderWithCampaign> {
  const found = await findOwnedOrder(db, owner, orderId);
  if (!found) throw notFound(ORDER_NOT_FOUND);
  return found;
}
