import { useParams } from 'react-router';
import { PAGE_META } from '../../shared/seo';
import { AccountFrame } from '../features/account/account-frame';
import { SavedListDetail } from '../features/saved-lists/saved-list-detail';
import { SavedListsOverview } from '../features/saved-lists/saved-lists-overview';
import { usePageMeta } from '../lib/seo';

/** /account/lists and /account/lists/:listId: the saved contact lists (issue 12 §4). */
export default function AccountListsPage() {
  usePageMeta(PAGE_META.account);
  const { listId } = useParams();
  return (
    <AccountFrame title="Saved lists">
      {listId ? <SavedListDetail key={listId} listId={listId} /> : <SavedListsOverview />}
    </AccountFrame>
  );
}
