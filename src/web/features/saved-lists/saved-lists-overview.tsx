import { ChevronRight, ListPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TSavedListSummary } from '../../../shared/saved-lists';
import { Button, LinkButton } from '../../components/ui/button';
import { ListSkeleton } from '../../components/ui/list-skeleton';
import { MessageCard } from '../../components/ui/message-card';
import { QueryState } from '../../components/ui/query-state';
import { DeleteListDialog } from './delete-list-dialog';
import { contactsLabel, updatedLabel } from './list-labels';
import { RenameListDialog } from './rename-list-dialog';
import { useSavedLists } from './saved-lists-api';

/** The Saved lists tab: every list of the account, last changed first, each with rename and delete. */
export function SavedListsOverview() {
  const lists = useSavedLists();
  return (
    <QueryState
      query={lists}
      loading={
        <ListSkeleton rows={3} label="Loading your saved lists" rowClassName="h-20 w-full rounded-2xl" />
      }
      errorMessage="We could not load your saved lists."
      isEmpty={(data) => data.lists.length === 0}
      empty={
        <MessageCard
          icon={ListPlus}
          title="No saved lists yet"
          action={<LinkButton to="/campaign-builder">Create a campaign</LinkButton>}
        >
          When you upload contacts for a campaign while signed in, the list is kept here to send to again and
          to fix contact by contact.
        </MessageCard>
      }
    >
      {(data) => (
        <ul aria-label="Your saved lists" className="grid gap-3">
          {data.lists.map((list) => (
            <li key={list.id}>
              <ListRow list={list} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function ListRow({ list }: { list: TSavedListSummary }) {
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const columns = list.columns.length;
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-card sm:flex-row sm:items-center sm:p-5">
      <Link
        to={`/account/lists/${list.id}`}
        className="group flex min-w-0 flex-1 items-center gap-3 rounded-lg"
      >
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-ink-950 group-hover:underline">{list.name}</p>
          <p className="mt-1 text-sm text-muted">
            {contactsLabel(list.contactCount)}
            {columns > 0 ? ` · ${columns} custom ${columns === 1 ? 'column' : 'columns'}` : ''} ·{' '}
            {updatedLabel(list.updatedAt)}
          </p>
        </div>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-subtle group-hover:text-ink-900" />
      </Link>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={() => setRenaming(true)}>
          Rename<span className="sr-only"> {list.name}</span>
        </Button>
        <Button variant="ghost" size="sm" className="text-red-700" onClick={() => setDeleting(true)}>
          Delete<span className="sr-only"> {list.name}</span>
        </Button>
      </div>
      <RenameListDialog list={list} open={renaming} onOpenChange={setRenaming} />
      <DeleteListDialog list={list} open={deleting} onOpenChange={setDeleting} />
    </div>
  );
}
