import { PAGE_META } from '../../shared/seo';
import { AccountFrame } from '../features/account/account-frame';
import { OrderList } from '../features/account/order-list';
import { usePageMeta } from '../lib/seo';

export default function AccountPage() {
  usePageMeta(PAGE_META.account);
  return (
    <AccountFrame title="Orders">
      <OrderList />
    </AccountFrame>
  );
}
