import {
  ACCOUNT_ORDERS_PAGE_SIZE,
  CANCEL_TOO_LATE,
  ORDER_NOT_FOUND,
  type TAccountOrder,
  type TAccountOrderSummary,
} from '../../../shared/account-orders';
import { arrivalWindow } from '../../../shared/arrival-window';
import { customerMayCancel } from '../../../shared/campaign-steps';
import { centsToDecimal } from '../../../shared/money';
import { orderReference } from '../../../shared/order-reference';
import { REFUND_MESSAGES } from '../../../shared/refunds';
import type { TStatusHistoryEntry } from '../../../shared/tracking';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import { conflict } from '../../lib/errors';
import { type NotesProgress, notesProgressOf } from '../campaigns/notes-progress-store';
import { listStatusHistory } from '../campaigns/status-history-store';
import type { OrderWithCampaign } from '../orders/order-store';
import { pageOwnedOrders } from '../orders/owned-orders';
import { refundOrder } from '../refunds/refund-service';
import { accountOrderOr404 } from './account-order';
import { orderTimeline } from './order-timeline';

/** Customers see that staff did something, never who. */
function forCustomer(entry: TStatusHistoryEntry): TStatusHistoryEntry {
  return entry.actor.startsWith('staff:') ? { ...entry, actor: 'staff' } : entry;
}

interface Loaded {
  row: OrderWithCampaign;
  history: TStatusHistoryEntry[];
  progress: NotesProgress;
}

async function load(db: DbOrTx, rows: OrderWithCampaign[]): Promise<Loaded[]> {
  const progress = await notesProgressOf(
    db,
    rows.map((r) => r.campaign.id),
  );
  const loaded: Loaded[] = [];
  // One small query per order of a page (ten at most): the history of a campaign is a handful of rows.
  for (const row of rows) {
    loaded.push({
      row,
      history: await listStatusHistory(db, row.campaign.id),
      progress: progress.get(row.campaign.id)!,
    });
  }
  return loaded;
}

function summaryOf({ row, history, progress }: Loaded): TAccountOrderSummary {
  const { order, campaign } = row;
  return {
    id: order.id,
    campaignId: campaign.id,
    reference: orderReference(campaign.number),
    name: campaign.name,
    status: order.status,
    campaignStatus: campaign.status,
    stage: orderTimeline({ paidAt: order.paidAt, campaignStatus: campaign.status, history, progress }).stage,
    totalNotes: campaign.totalNotes,
    amount: centsToDecimal(order.amountCents),
    refunded: centsToDecimal(order.refundedCents),
    paidAt: order.paidAt?.toISOString() ?? null,
    deliveryDate: campaign.deliveryDate,
  };
}

export async function listAccountOrders(db: DbOrTx, accountId: string, page: number) {
  const { rows, total } = await pageOwnedOrders(
    db,
    { accountId, livemode: true },
    {
      limit: ACCOUNT_ORDERS_PAGE_SIZE,
      offset: (page - 1) * ACCOUNT_ORDERS_PAGE_SIZE,
    },
  );
  return {
    items: (await load(db, rows)).map(summaryOf),
    total,
    page,
    pageSize: ACCOUNT_ORDERS_PAGE_SIZE,
  };
}

/** Production has not started: the shared step rule lets the customer cancel (in review, no note written). */
function beforeProduction(row: OrderWithCampaign, progress: NotesProgress): boolean {
  return customerMayCancel(row.campaign.status, {
    paid: row.order.status === 'paid',
    notes: { total: progress.contacts, written: progress.written, mailed: progress.mailed },
  });
}

export async function getAccountOrder(
  deps: Pick<AppDeps, 'database' | 'payments'>,
  accountId: string,
  orderId: string,
  livemode = true,
): Promise<TAccountOrder> {
  const db = deps.database.db;
  const found = await accountOrderOr404(db, { accountId, livemode }, orderId);
  const [loaded] = await load(db, [found]);
  const { row, history, progress } = loaded!;
  const { order, campaign } = row;
  const timeline = orderTimeline({
    paidAt: order.paidAt,
    campaignStatus: campaign.status,
    history,
    progress,
  });
  const cancelled = campaign.status === 'cancelled';
  return {
    ...summaryOf(loaded!),
    timeline: timeline.steps,
    history: history.map(forCustomer),
    arrival: cancelled
      ? null
      : arrivalWindow({
          deliveryDate: campaign.deliveryDate,
          // The calendar day of the last mailing, in UTC (US evenings fall a day later: a later window, not an earlier one).
          mailedOn: timeline.mailedAt?.slice(0, 10) ?? null,
        }),
    contactCount: progress.contacts,
    writtenCount: progress.written,
    mailedCount: progress.mailed,
    message: campaign.message,
    handwritingStyle: campaign.handwritingStyle,
    templateName: campaign.templateName,
    pricePerNote: centsToDecimal(campaign.pricePerNoteCents),
    customerEmail: order.customerEmail,
    paymentReference: order.paymentIntentId,
    canCancel:
      order.status === 'paid' &&
      order.paymentIntentId !== null &&
      order.paymentProvider === deps.payments?.name &&
      beforeProduction(row, progress),
  };
}

export const CANCELLED_BY_CUSTOMER = 'Cancelled by the customer before production.';

/**
 * The customer's cancel: allowed while the order is paid and production has not started; everything that
 * is left of the payment goes back through the provider, the order becomes refunded and the campaign
 * cancelled (refundOrder, history rows by 'customer'). The check runs before the provider call; staff
 * starting production in the same instant is the one window left, and then the money is back anyway.
 */
export async function cancelAccountOrder(
  deps: AppDeps,
  accountId: string,
  orderId: string,
  livemode = true,
): Promise<TAccountOrder> {
  const db = deps.database.db;
  const found = await accountOrderOr404(db, { accountId, livemode }, orderId);
  const progress = (await notesProgressOf(db, [found.campaign.id])).get(found.campaign.id)!;
  if (found.order.status === 'refunded' || found.campaign.status === 'cancelled') {
    throw conflict(REFUND_MESSAGES.alreadyCancelled);
  }
  if (!beforeProduction(found, progress)) throw conflict(CANCEL_TOO_LATE);
  await refundOrder(deps, {
    orderId,
    reason: CANCELLED_BY_CUSTOMER,
    actor: 'customer',
    cancelCampaign: true,
    notFoundMessage: ORDER_NOT_FOUND,
  });
  return getAccountOrder(deps, accountId, orderId, livemode);
}
