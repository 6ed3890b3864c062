import { ClipboardList, SearchX } from 'lucide-react';
import { useRef } from 'react';
import { ORDER_STATUSES } from '../../../../shared/statuses';
import { Button } from '../../../components/ui/button';
import { errorStatus } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { formatDate, formatMoney, styleName } from '../ui/format';
import { ListFilters } from '../ui/list-filters';
import { PageControls } from '../ui/page-controls';
import { EmptyState, ErrorState, ListSkeleton } from '../ui/states';
import { CampaignStatusBadge, capitalize, OrderStatusBadge } from '../ui/status-badge';
import { TableFrame, Td, Th } from '../ui/table';
import { useListParams } from '../ui/use-list-params';
import { OrderStatusSelect } from './order-status-select';
import { useAdminOrders } from './use-admin-orders';

export function OrdersTab() {
  const list = useListParams('orders', ORDER_STATUSES);
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useAdminOrders(list.query);
  const top = useRef<HTMLDivElement>(null);

  if (isError && errorStatus(error) !== 401)
    return <ErrorState message="Error loading orders. Please try again." onRetry={() => refetch()} />;
  if (data && data.total === 0 && !list.filtered)
    return (
      <EmptyState
        icon={ClipboardList}
        title="No orders yet"
        description="Paid checkouts and invoices sent from Create Order appear here."
      />
    );

  const goToPage = (page: number) => {
    list.setPage(page);
    // Paging from the controls under a long table: bring the new page's first rows into view.
    if (top.current && top.current.getBoundingClientRect().top < 0)
      top.current.scrollIntoView({ block: 'start' });
  };
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div ref={top} className="grid scroll-mt-4 gap-4">
      <ListFilters
        noun="orders"
        placeholder="Order #, campaign or e-mail"
        search={list.search}
        onSearchChange={list.setSearch}
        statuses={ORDER_STATUSES}
        status={list.status}
        onStatusChange={list.setStatus}
        statusLabel="payment status"
        updating={isPlaceholderData}
      />
      {isPending || !data ? (
        <ListSkeleton label="Loading orders" />
      ) : data.total === 0 ? (
        <EmptyState
          icon={SearchX}
          title="No orders match"
          description="Try another order number, campaign or e-mail, or another payment status."
          action={
            <Button variant="outline" size="sm" onClick={list.clear}>
              Clear search and filter
            </Button>
          }
        />
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title={`There is no page ${list.page}`}
          description={`These orders fill ${lastPage.toLocaleString('en-US')} page${lastPage === 1 ? '' : 's'}.`}
          action={
            <Button variant="outline" size="sm" onClick={() => goToPage(lastPage)}>
              Go to the last page
            </Button>
          }
        />
      ) : (
        <>
          <TableFrame
            label="Orders"
            aria-busy={isPlaceholderData}
            className={cn(isPlaceholderData && 'opacity-60')}
          >
            <table className="w-full min-w-[1080px] border-collapse">
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
                    <span className="sr-only">Change payment status</span>
                    <span aria-hidden="true">Update</span>
                  </Th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((order) => (
                  <tr key={order.id} className="border-b border-line last:border-0 hover:bg-sand/30">
                    <Td className="font-semibold whitespace-nowrap text-ink-950">
                      #{order.number}
                      <span className="block text-xs font-normal text-subtle">
                        {capitalize(order.paymentMethod)}
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
                    <Td className="text-right font-medium tabular-nums">{formatMoney(order.amount)}</Td>
                    <Td className="text-right tabular-nums">{order.totalNotes.toLocaleString('en-US')}</Td>
                    <Td className="whitespace-nowrap">{styleName(order.handwritingStyle)}</Td>
                    <Td className="whitespace-nowrap text-muted">{formatDate(order.createdAt)}</Td>
                    <Td>
                      <OrderStatusSelect order={order} />
                    </Td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
          <PageControls
            noun="orders"
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            shown={data.items.length}
            onPageChange={goToPage}
          />
        </>
      )}
    </div>
  );
}
