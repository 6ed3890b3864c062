import { ClipboardList } from 'lucide-react';
import { paymentRecordNumber } from '../../../../shared/order-reference';
import { ORDER_STATUSES } from '../../../../shared/statuses';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailed } from '../../../components/ui/load-failed';
import { CampaignStatusBadge, capitalize, OrderStatusBadge } from '../../../components/ui/status-badge';
import { Td, Th } from '../../../components/ui/table';
import { errorStatus } from '../../../lib/api';
import { formatDate, formatMoney, styleName } from '../ui/format';
import { PagedList } from '../ui/paged-list';
import { useListParams } from '../ui/use-list-params';
import { OrderStatusSelect } from './order-status-select';
import { RefundOrderButton } from './refund-order-dialog';
import { useAdminOrders } from './use-admin-orders';

export function OrdersTab() {
  const list = useListParams('orders', ORDER_STATUSES);
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useAdminOrders(list.query);

  if (isError && errorStatus(error) !== 401)
    return <LoadFailed message="Error loading orders. Please try again." onRetry={() => refetch()} />;
  if (data && data.total === 0 && !list.filtered)
    return (
      <EmptyState
        icon={ClipboardList}
        title="No orders yet"
        description="Paid checkouts and invoices sent from Create Order appear here."
      />
    );

  return (
    <PagedList
      noun="orders"
      label="Orders"
      placeholder="Order #, payment no., campaign or e-mail"
      statuses={ORDER_STATUSES}
      statusLabel="payment status"
      noMatchHint="Try another order number, campaign or e-mail, or another payment status."
      list={list}
      data={data}
      isPending={isPending}
      isPlaceholderData={isPlaceholderData}
      tableClassName="min-w-[1180px]"
    >
      {(items) => (
        <>
          <thead>
            <tr className="border-b border-line">
              <Th>Order ID</Th>
              <Th>Campaign</Th>
              <Th>Customer Email</Th>
              <Th>Payment Status</Th>
              <Th className="text-right">Amount</Th>
              <Th className="text-right">Notes</Th>
              <Th>Style</Th>
              <Th>Created</Th>
              <Th>
                <span className="sr-only">Change payment status or refund</span>
                <span aria-hidden="true">Update</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {items.map((order) => (
              <tr key={order.id} className="border-b border-line last:border-0 hover:bg-sand/30">
                <Td className="font-semibold whitespace-nowrap text-ink-950">
                  {order.reference}
                  <span className="block text-xs font-normal text-subtle">
                    {capitalize(order.paymentMethod)} · {paymentRecordNumber(order.number)}
                  </span>
                </Td>
                <Td className="min-w-48 max-w-64">
                  <span className="line-clamp-2 font-medium">{order.campaignName}</span>
                  <span className="mt-1 block">
                    <CampaignStatusBadge status={order.campaignStatus} />
                  </span>
                </Td>
                <Td className="whitespace-nowrap">{order.customerEmail}</Td>
                <Td>
                  <OrderStatusBadge status={order.status} />
                </Td>
                <Td className="text-right font-medium tabular-nums">
                  {formatMoney(order.amount)}
                  {order.refunded !== '0.00' ? (
                    <span className="block text-xs font-normal text-subtle">
                      Refunded {formatMoney(order.refunded)}
                    </span>
                  ) : null}
                </Td>
                <Td className="text-right tabular-nums">{order.totalNotes.toLocaleString('en-US')}</Td>
                <Td className="whitespace-nowrap">{styleName(order.handwritingStyle)}</Td>
                <Td className="whitespace-nowrap text-muted">{formatDate(order.createdAt)}</Td>
                <Td>
                  <div className="flex items-center gap-2">
                    <OrderStatusSelect order={order} />
                    <RefundOrderButton order={order} />
                  </div>
                </Td>
              </tr>
            ))}
          </tbody>
        </>
      )}
    </PagedList>
  );
}
