import type { TAccountOrder } from '../../../shared/account-orders';
import { SectionCard } from '../../draft/ordering-header';
import { dateTime, historyActor, historyLabel } from './order-status';

/** Every status change of the order, its campaign and its notes, newest first. */
export function OrderHistory({ order }: { order: TAccountOrder }) {
  const rows = [...order.history].reverse();
  return (
    <SectionCard labelledBy="order-history-title" title="Status history" className="print:hidden">
      {rows.length === 0 ? (
        <p className="text-sm text-muted">No changes recorded yet.</p>
      ) : (
        <ol className="flex flex-col divide-y divide-line text-sm">
          {rows.map((entry, i) => (
            <li
              // History rows have no id; the list only ever grows at its start.
              key={rows.length - i}
              className="flex flex-col gap-0.5 py-2 first:pt-0 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
            >
              <div className="min-w-0">
                <p className="font-medium text-ink-950">{historyLabel(entry)}</p>
                {entry.detail ? <p className="text-muted">{entry.detail}</p> : null}
              </div>
              <p className="shrink-0 text-muted sm:text-right">
                <time dateTime={entry.at}>{dateTime(entry.at)}</time> · {historyActor(entry.actor)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
