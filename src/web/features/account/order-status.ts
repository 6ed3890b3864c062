import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import type { TAccountOrderSummary } from '../../../shared/account-orders';
import { isStepBack } from '../../../shared/campaign-steps';
import { centsToDecimal, decimalToCents } from '../../../shared/money';
import { TIMELINE_LABELS, type TStatusHistoryEntry } from '../../../shared/tracking';
import type { BadgeVariant } from '../../components/ui/badge';

/** Where an order stands, in a word, for its badge: a stopped order says so before its stage. */
export function orderBadge(order: TAccountOrderSummary): { label: string; variant: BadgeVariant } {
  if (order.status === 'refunded') return { label: 'Refunded', variant: 'destructive' };
  if (order.campaignStatus === 'cancelled') return { label: 'Cancelled', variant: 'destructive' };
  if (order.status === 'pending') return { label: 'Payment pending', variant: 'secondary' };
  if (order.status === 'failed') return { label: 'Payment failed', variant: 'destructive' };
  if (order.stage === 'mailed') return { label: 'Mailed', variant: 'success' };
  return { label: TIMELINE_LABELS[order.stage], variant: 'accent' };
}

/** True once the order will not go on: refunded in full or its campaign cancelled. */
export function isStopped(order: TAccountOrderSummary): boolean {
  return order.status === 'refunded' || order.campaignStatus === 'cancelled';
}

/** Some money went back to the customer ("0.00" when none). */
export function hasRefund(order: TAccountOrderSummary): boolean {
  return (decimalToCents(order.refunded) ?? 0) > 0;
}

/** What the customer has paid and not had back, as an API amount ("478.80"). */
export function remainingAmount(order: TAccountOrderSummary): string {
  return centsToDecimal((decimalToCents(order.amount) ?? 0) - (decimalToCents(order.refunded) ?? 0));
}

/** "2026-12-01" → "Dec 1, 2026". */
export function shortDate(day: string | null): string {
  return day ? format(parseISO(day), 'MMM d, yyyy') : '—';
}

/** An ISO timestamp → "Nov 25, 2026" in the customer's time zone. */
export function dayOf(at: string | null): string {
  return at ? new Date(at).toLocaleDateString('en-US', { dateStyle: 'medium' }) : '—';
}

/** An ISO timestamp → "Nov 25, 2026, 9:14 AM" in the customer's time zone. */
export function dateTime(at: string): string {
  return new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

const CAMPAIGN_WORDS: Record<string, string> = {
  draft: 'Draft saved',
  pending: 'In review',
  processing: 'In production',
  completed: 'Completed',
  cancelled: 'Campaign cancelled',
};
const ORDER_WORDS: Record<string, string> = {
  pending: 'Awaiting payment',
  paid: 'Payment received',
  failed: 'Payment failed',
  refunded: 'Refunded',
};
const NOTES_WORDS: Record<string, string> = { written: 'Notes written', mailed: 'Notes mailed' };

/** One history row in words a customer reads ("Payment received", "Notes mailed"). */
export function historyLabel(entry: TStatusHistoryEntry): string {
  const words =
    entry.subject === 'campaign' ? CAMPAIGN_WORDS : entry.subject === 'order' ? ORDER_WORDS : NOTES_WORDS;
  const label = words[entry.status] ?? entry.status;
  // A staff step back (its reason is the row's detail): "Back in review".
  if (entry.subject === 'campaign' && isStepBack(entry.fromStatus, entry.status)) {
    return `Back ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
  }
  return label;
}

/** Who made a change, without staff names. */
export function historyActor(actor: string): string {
  if (actor === 'customer') return 'You';
  if (actor.startsWith('staff')) return 'Quillpost team';
  return 'Automatic';
}
