import { ArrowLeft, SearchX } from 'lucide-react';
import type { TAccountOrder } from '../../../shared/account-orders';
import { formatDecimalUSD, handwritingStyleLabel } from '../../../shared/order';
import { Badge } from '../../components/ui/badge';
import { LinkButton } from '../../components/ui/button';
import { FactList } from '../../components/ui/fact-list';
import { LoadFailed } from '../../components/ui/load-failed';
import { MessageCard } from '../../components/ui/message-card';
import { LoadingShell, QueryState } from '../../components/ui/query-state';
import { SectionCard } from '../../draft/ordering-header';
import { isNotFound } from '../../lib/api';
import { ProofsDialog } from '../proofs/proofs-dialog';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderHistory } from './order-history';
import { OrderReceipt } from './order-receipt';
import { orderBadge } from './order-status';
import { OrderTimeline } from './order-timeline';
import { useAccountOrder } from './orders-api';
import { ReorderDialog } from './reorder-dialog';

function BackToOrders() {
  return (
    <LinkButton to="/account" variant="ghost" size="sm" className="-ml-3 self-start print:hidden">
      <ArrowLeft aria-hidden="true" />
      All orders
    </LinkButton>
  );
}

/** /account/orders/:orderId: where the order is, its notes, receipt and history; Reorder and Cancel. */
export function OrderDetail({ orderId }: { orderId: string }) {
  const order = useAccountOrder(orderId);
  return (
    <QueryState
      query={order}
      loading={
        <LoadingShell
          label="Loading your order"
          className="gap-4"
          blocks={['h-10 w-64', ['h-80 rounded-2xl', 'h-80 rounded-2xl']]}
        />
      }
      renderError={(error) => (
        <div className="flex flex-col gap-4">
          <BackToOrders />
          {isNotFound(error) ? (
            <NotInAccount />
          ) : (
            <LoadFailed
              message="We could not load this order. Please check your connection and try again."
              onRetry={() => void order.refetch()}
            />
          )}
        </div>
      )}
    >
      {(data) => <OrderPage order={data} />}
    </QueryState>
  );
}

/** An order id that is not this account's (or no order's): said without telling which. */
function NotInAccount() {
  return (
    <MessageCard icon={SearchX} title="Order not found">
      This order is not in your account. Check that you signed in with the e-mail address you ordered with.
    </MessageCard>
  );
}

function OrderPage({ order }: { order: TAccountOrder }) {
  const badge = orderBadge(order);
  const facts: [string, string][] = [
    ['Contacts', order.contactCount.toLocaleString('en-US')],
    ['Handwriting', handwritingStyleLabel(order.handwritingStyle)],
    ['Design', order.templateName ?? 'Your own design'],
    ['Price per note', formatDecimalUSD(order.pricePerNote)],
  ];
  return (
    <div className="flex flex-col gap-6">
      <BackToOrders />
      <div className="flex flex-wrap items-start justify-between gap-4 print:hidden">
        <div className="min-w-0">
          <h2 className="flex flex-wrap items-center gap-3 text-2xl font-semibold tracking-tight text-ink-950">
            Order {order.reference}
            <Badge variant={badge.variant}>{badge.label}</Badge>
          </h2>
          <p className="mt-1 break-words text-muted">{order.name}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {order.canCancel ? <CancelOrderDialog order={order} /> : null}
          <ReorderDialog order={order} />
        </div>
      </div>

      <div className="grid items-start gap-6 md:grid-cols-2">
        <OrderTimeline order={order} />
        <SectionCard labelledBy="order-notes-title" title="Your notes" className="print:hidden">
          <FactList facts={facts} />
          <blockquote className="mt-4 rounded-lg bg-paper px-4 py-3 text-sm whitespace-pre-wrap text-ink-900">
            {order.message}
          </blockquote>
          <ProofsDialog campaignId={order.campaignId} className="mt-4 w-full sm:w-auto" />
        </SectionCard>
      </div>

      <OrderReceipt order={order} />
      <OrderHistory order={order} />
    </div>
  );
}
