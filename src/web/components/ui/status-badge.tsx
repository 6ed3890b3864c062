import { isKeyOf } from '../../../shared/guards';
import type { CampaignStatus, OrderStatus } from '../../../shared/statuses';
import { cn } from '../../lib/cn';

/** Campaign badge colours (back-office.md §4): draft grey, pending yellow, processing blue, completed green, cancelled red. */
const CAMPAIGN_TONES: Record<CampaignStatus, string> = {
  draft: 'bg-slate-100 text-slate-700 ring-slate-300',
  pending: 'bg-amber-50 text-amber-800 ring-amber-300',
  processing: 'bg-blue-50 text-blue-800 ring-blue-300',
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
  cancelled: 'bg-red-50 text-red-800 ring-red-300',
};

const ORDER_TONES: Record<OrderStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-300',
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
  failed: 'bg-red-50 text-red-800 ring-red-300',
  refunded: 'bg-slate-100 text-slate-700 ring-slate-300',
};

export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

function Pill({ tone, children }: { tone: string; children: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tone,
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current opacity-70" />
      {children}
    </span>
  );
}

export function CampaignStatusBadge({ status }: { status: string }) {
  const tone = isKeyOf(CAMPAIGN_TONES, status) ? CAMPAIGN_TONES[status] : CAMPAIGN_TONES.draft;
  return <Pill tone={tone}>{capitalize(status)}</Pill>;
}

export function OrderStatusBadge({ status }: { status: string }) {
  const tone = isKeyOf(ORDER_TONES, status) ? ORDER_TONES[status] : ORDER_TONES.pending;
  return <Pill tone={tone}>{capitalize(status)}</Pill>;
}
