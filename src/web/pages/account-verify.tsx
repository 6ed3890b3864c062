import { PAGE_META } from '../../shared/seo';
import { VerifySignIn } from '../features/account/verify-sign-in';
import { usePageMeta } from '../lib/seo';

export default function AccountVerifyPage() {
  usePageMeta(PAGE_META.accountVerify);
  return <VerifySignIn />;
}
