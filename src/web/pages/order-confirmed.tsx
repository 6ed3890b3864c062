import { useParams } from 'react-router';
import { PAGE_META } from '../../shared/seo';
import { useOrder } from '../features/order-confirmed/order-api';
import { OrderConfirmation, OrderNotFound } from '../features/order-confirmed/order-confirmation';
import { errorStatus } from '../lib/api';
import { usePageMeta } from '../lib/seo';

export default function OrderConfirmedPage() {
  const { orderId } = useParams();
  // The same query the page shows (one request): an unknown order's tab does not say "Order Confirmed".
  const order = useOrder(orderId ?? '', !!orderId);
  const status = order.isError ? errorStatus(order.error) : null;
  const missing = !orderId || status === 404 || status === 400;
  usePageMeta({
    ...(missing ? PAGE_META.orderNotFound : PAGE_META.orderConfirmed),
    path: orderId ? `/order-confirmed/${orderId}` : '/order-confirmed',
  });
  return orderId ? <OrderConfirmation orderId={orderId} /> : <OrderNotFound />;
}
