import { PAGE_META } from '../../shared/seo';
import { AccountFrame } from '../features/account/account-frame';
import { CardOnFile } from '../features/saved-card/card-on-file';
import { usePageMeta } from '../lib/seo';

/** /account/card: the card kept on the account (issue 12 §5). */
export default function AccountCardPage() {
  usePageMeta(PAGE_META.account);
  return (
    <AccountFrame title="Card on file">
      <CardOnFile />
    </AccountFrame>
  );
}
