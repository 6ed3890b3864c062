import { Check, CircleSlash, Truck } from 'lucide-react';
import type { TAccountOrder } from '../../../shared/account-orders';
import { arrivalPromise } from '../../../shared/delivery-promise';
import { formatDecimalUSD } from '../../../shared/order';
import { SectionCard } from '../../draft/ordering-header';
import { cn } from '../../lib/cn';
import { dateTime, hasRefund, isStopped, shortDate } from './order-status';

/** When the order was stopped: the refund's (or the cancellation's) time in the history. */
function stoppedAt(order: TAccountOrder): string | null {
  const row = [...order.history]
    .reverse()
    .find(
      (h) =>
        (h.subject === 'order' && h.status === 'refunded') ||
        (h.subject === 'campaign' && h.status === 'cancelled'),
    );
  return row?.at ?? null;
}

/** Paid → In review → In production → Written → Mailed, each done, current or upcoming, with its date. */
export function OrderTimeline({ order }: { order: TAccountOrder }) {
  const stopped = isStopped(order);
  const when = stoppedAt(order);
  // Until the notes are mailed, the promise made at ordering (the upload step's line); after, the real window.
  const mailed = order.timeline.some((step) => step.stage === 'mailed' && step.state === 'done');
  const promise = !mailed && order.deliveryDate ? arrivalPromise(order.deliveryDate) : null;
  return (
    <SectionCard labelledBy="order-timeline-title" title="Where your order is" className="print:hidden">
      {stopped ? (
        <p
          role="status"
          className="mb-5 flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900"
        >
          <CircleSlash aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {order.campaignStatus === 'cancelled' ? 'This order was cancelled' : 'This order was refunded'}
            {when ? ` on ${dateTime(when)}` : ''}.
            {hasRefund(order) ? ` ${formatDecimalUSD(order.refunded)} was refunded to your card.` : ''}{' '}
            Nothing more will be written or mailed.
          </span>
        </p>
      ) : promise ? (
        <p className="mb-5 flex items-start gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong className="font-semibold">{promise.headline}</strong>
            <span className="block text-emerald-800">{promise.detail}</span>
          </span>
        </p>
      ) : order.arrival ? (
        <p className="mb-5 flex items-start gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Expected to arrive between <strong>{shortDate(order.arrival.from)}</strong> and{' '}
            <strong>{shortDate(order.arrival.to)}</strong>.
          </span>
        </p>
      ) : null}
      <ol className="flex flex-col">
        {order.timeline.map((step, i) => {
          const last = i === order.timeline.length - 1;
          const skipped = stopped && step.state !== 'done';
          return (
            <li
              key={step.stage}
              aria-current={step.state === 'current' && !stopped ? 'step' : undefined}
              className="relative flex gap-3 pb-5 last:pb-0"
            >
              {last ? null : (
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-7 bottom-0 left-3.5 w-0.5 -translate-x-1/2',
                    step.state === 'done' ? 'bg-emerald-500' : 'bg-line',
                  )}
                />
              )}
              <span
                aria-hidden="true"
                className={cn(
                  'relative flex size-7 shrink-0 items-center justify-center rounded-full border-2',
                  step.state === 'done' && 'border-emerald-600 bg-emerald-600 text-white',
                  step.state === 'current' && !stopped && 'border-accent-600 bg-white',
                  (step.state === 'upcoming' || skipped) && 'border-line-strong bg-white',
                )}
              >
                {step.state === 'done' ? (
                  <Check className="size-4" />
                ) : step.state === 'current' && !stopped ? (
                  <span className="size-2.5 rounded-full bg-accent-600" />
                ) : null}
              </span>
              <div className="min-w-0 pt-0.5">
                <p className={cn('font-semibold', skipped ? 'text-subtle line-through' : 'text-ink-950')}>
                  {step.label}
                  <span className="sr-only">
                    {skipped
                      ? ', not going ahead'
                      : step.state === 'done'
                        ? ', done'
                        : step.state === 'current'
                          ? ', in progress'
                          : ', upcoming'}
                  </span>
                </p>
                {step.at ? <p className="text-sm text-muted">{dateTime(step.at)}</p> : null}
                {step.detail ? <p className="text-sm text-ink-800">{step.detail}</p> : null}
              </div>
            </li>
          );
        })}
      </ol>
    </SectionCard>
  );
}
