import { useParams } from 'react-router';
import { PAGE_META } from '../../shared/seo';
import { AccountFrame } from '../features/account/account-frame';
import { OrderDetail } from '../features/account/order-detail';
import { usePageMeta } from '../lib/seo';

export default function AccountOrderPage() {
  usePageMeta(PAGE_META.account);
  const { orderId = '' } = useParams();
  return (
    <AccountFrame title="Order">
      <OrderDetail orderId={orderId} />
    </AccountFrame>
  );
}
