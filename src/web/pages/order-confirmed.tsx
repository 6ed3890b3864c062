import { useParams } from 'react-router';
import { PAGE_META } from '../../shared/seo';
import { OrderConfirmation, OrderNotFound } from '../features/order-confirmed/order-confirmation';
import { usePageMeta } from '../lib/seo';

export function OrderConfirmedPage() {
  const { orderId } = useParams();
  usePageMeta({
    ...PAGE_META.orderConfirmed,
    path: orderId ? `/order-confirmed/${orderId}` : '/order-confirmed',
  });
  return orderId ? <OrderConfirmation orderId={orderId} /> : <OrderNotFound />;
}
