import { ChevronRight, Inbox } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { TAccountOrderPage, TAccountOrderSummary } from '../../../shared/account-orders';
import { formatDecimalUSD } from '../../../shared/order';
import { Badge } from '../../components/ui/badge';
import { LinkButton } from '../../components/ui/button';
import { ListSkeleton } from '../../components/ui/list-skeleton';
import { MessageCard } from '../../components/ui/message-card';
import { Pager } from '../../components/ui/pager';
import { QueryState } from '../../components/ui/query-state';
import { dayOf, hasRefund, orderBadge, shortDate } from './order-status';
import { useAccountOrders } from './orders-api';

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The Orders tab of /account: the customer's orders, newest first, ten a page (`?page=`). */
export function OrderList() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const orders = useAccountOrders(page);
  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0 });
  };
  return (
    <QueryState
      query={orders}
      loading={<ListSkeleton rows={3} label="Loading your orders" rowClassName="h-24 w-full rounded-2xl" />}
      errorMessage="We could not load your orders."
      isEmpty={(data) => data.total === 0}
      empty={
        <MessageCard
          icon={Inbox}
          title="No orders yet"
          action={<LinkButton to="/campaign-builder">Create a campaign</LinkButton>}
        >
          Orders you pay with this e-mail address appear here, with where each one stands.
        </MessageCard>
      }
    >
      {(data) => <OrderPage data={data} page={page} busy={orders.isPlaceholderData} goTo={goTo} />}
    </QueryState>
  );
}

/** One page of orders, with the count and the controls to the newer and older pages. */
function OrderPage({
  data: { items, total, pageSize },
  page,
  busy,
  goTo,
}: {
  data: TAccountOrderPage;
  page: number;
  /** The previous page shows while this one loads. */
  busy: boolean;
  goTo: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        {total === 1 ? '1 order' : `${total.toLocaleString('en-US')} orders`}
      </p>
      {items.length === 0 ? (
        <p className="text-sm text-muted">
          There is no page {page}.{' '}
          <Link to="/account" className="font-medium text-ink-900 underline">
            Back to the first page
          </Link>
        </p>
      ) : (
        <ul aria-label="Your orders" aria-busy={busy} className="grid gap-3">
          {items.map((order) => (
            <li key={order.id}>
              <OrderRow order={order} />
            </li>
          ))}
        </ul>
      )}
      <Pager label="Pages of orders" page={page} pages={pages} onPage={goTo} previous="Newer" next="Older" />
    </div>
  );
}

function OrderRow({ order }: { order: TAccountOrderSummary }) {
  const badge = orderBadge(order);
  const notes = `${order.totalNotes.toLocaleString('en-US')} ${order.totalNotes === 1 ? 'note' : 'notes'}`;
  return (
    <Link
      to={`/account/orders/${order.id}`}
      className="group flex items-center gap-4 rounded-2xl border border-line bg-white p-4 shadow-card transition-colors hover:border-ink-300 sm:p-5"
    >
      <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-6">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-ink-950">{order.reference}</span>
            <Badge variant={badge.variant}>{badge.label}</Badge>
          </p>
          <p className="mt-1 truncate text-sm text-ink-900">{order.name}</p>
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4 sm:text-right">
          <div>
            <dt className="text-xs text-muted">Notes</dt>
            <dd className="font-medium text-ink-950">{notes}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted">Amount</dt>
            <dd className="font-medium text-ink-950">
              {formatDecimalUSD(order.amount)}
              {hasRefund(order) ? (
                <span className="block text-xs font-normal text-red-700">
                  {formatDecimalUSD(order.refunded)} refunded
                </span>
              ) : null}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted">Paid</dt>
            <dd className="font-medium text-ink-950">{dayOf(order.paidAt)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted">Delivery</dt>
            <dd className="font-medium text-ink-950">
              {order.deliveryDate ? shortDate(order.deliveryDate) : 'As soon as possible'}
            </dd>
          </div>
        </dl>
      </div>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-subtle group-hover:text-ink-900" />
    </Link>
  );
}
