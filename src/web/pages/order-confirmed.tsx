import { useParams } from 'react-router';
import { PAGE_META } from '../../shared/seo';
import { useOrder } from '../features/order-confirmed/order-api';
import { OrderConfirmation, OrderNotFound } from '../features/order-confirmed/order-confirmation';
import { isNotFound } from '../lib/api';
import { usePageMeta } from '../lib/seo';

export default function OrderConfirmedPage() {
  const { orderId } = useParams();
  // The same query the page shows (one request): an unknown order's tab does not say "Order Confirmed".
  const order = useOrder(orderId ?? '', !!orderId);
  const missing = !orderId || (order.isError && isNotFound(order.error));
  usePageMeta({
    ...(missing ? PAGE_META.orderNotFound : PAGE_META.orderConfirmed),
    path: orderId ? `/order-confirmed/${orderId}` : '/order-confirmed',
  });
  return orderId ? <OrderConfirmation orderId={orderId} /> : <OrderNotFound />;
}
