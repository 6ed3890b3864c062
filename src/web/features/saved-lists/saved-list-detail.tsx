import { ChevronLeft, Pencil, Search, Trash2, UserPlus } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TSavedContact, TSavedList } from '../../../shared/saved-lists';
import { Button, LinkButton } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Input } from '../../components/ui/input';
import { Pager } from '../../components/ui/pager';
import { LoadingShell, QueryState } from '../../components/ui/query-state';
import { toast } from '../../components/ui/toast';
import { errorMessage, errorStatus } from '../../lib/api';
import { ContactDialog } from './contact-dialog';
import { DeleteListDialog } from './delete-list-dialog';
import { contactsLabel, updatedLabel } from './list-labels';
import { RenameListDialog } from './rename-list-dialog';
import { useRemoveContact, useSavedList } from './saved-lists-api';

/** Rows a page shows: a list holds up to 5,000 contacts, far more than a page should draw at once. */
const PAGE_SIZE = 50;

function matches(contact: TSavedContact, query: string): boolean {
  const text = [contact.name, contact.address, contact.address2, contact.city, contact.state, contact.zipCode]
    .join(' ')
    .toLowerCase();
  return text.includes(query);
}

/** One saved list: its contacts with their custom columns, and add, fix and remove a contact. */
export function SavedListDetail({ listId }: { listId: string }) {
  const list = useSavedList(listId);

  return (
    <QueryState
      query={list}
      loading={<LoadingShell label="Loading the list" blocks={['h-10 w-64', 'h-64 w-full rounded-2xl']} />}
      errorMessage="We could not load this list."
      renderError={(error) =>
        errorStatus(error) === 404 ? (
          <Card>
            <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
              <p role="alert" className="text-sm text-red-700">
                This list is not in your account. It may have been deleted.
              </p>
              <LinkButton to="/account/lists" variant="outline">
                All saved lists
              </LinkButton>
            </CardContent>
          </Card>
        ) : undefined
      }
    >
      {(data) => <ListContacts list={data} />}
    </QueryState>
  );
}

function ListContacts({ list }: { list: TSavedList }) {
  const navigate = useNavigate();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ contact: TSavedContact | null } | null>(null);
  const [removing, setRemoving] = useState<TSavedContact | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const removeContact = useRemoveContact(list.id);

  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? list.contacts.filter((c) => matches(c, q)) : list.contacts;
  }, [list.contacts, query]);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  return (
    <div className="flex flex-col gap-4">
      <LinkButton to="/account/lists" variant="ghost" size="sm" className="self-start">
        <ChevronLeft aria-hidden="true" />
        All saved lists
      </LinkButton>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 className="break-words text-2xl font-semibold text-ink-950">{list.name}</h2>
          <p className="text-sm text-muted">
            {contactsLabel(list.contactCount)} · {updatedLabel(list.updatedAt)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setRenaming(true)}>
            Rename
          </Button>
          <Button variant="ghost" size="sm" className="text-red-700" onClick={() => setDeleting(true)}>
            Delete list
          </Button>
          <Button size="sm" onClick={() => setEditing({ contact: null })}>
            <UserPlus aria-hidden="true" />
            Add contact
          </Button>
        </div>
      </div>

      {list.contacts.length === 0 ? (
        <Card>
          <CardContent className="py-10 text-center text-sm text-muted">
            This list has no contacts left. Add one, or delete the list.
          </CardContent>
        </Card>
      ) : (
        <>
          <div className="relative max-w-sm">
            <label htmlFor={searchId} className="sr-only">
              Search contacts
            </label>
            <Search aria-hidden="true" className="absolute top-3 left-3 size-5 text-subtle" />
            <Input
              id={searchId}
              type="search"
              placeholder="Search name, address, ZIP"
              className="pl-10"
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setPage(1);
              }}
            />
          </div>
          <ContactsTable
            list={list}
            rows={rows}
            onEdit={(contact) => setEditing({ contact })}
            onRemove={setRemoving}
          />
          {shown.length === 0 ? <p className="text-sm text-muted">No contact matches "{query}".</p> : null}
          <Pager label="Pages of contacts" page={current} pages={pages} onPage={setPage} />
        </>
      )}

      <ContactDialog
        listId={list.id}
        columns={list.columns}
        contact={editing?.contact ?? null}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <RenameListDialog list={list} open={renaming} onOpenChange={setRenaming} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setRemoving(null);
            removeContact.reset();
          }
        }}
        title={`Remove ${removing?.name ?? 'this contact'}?`}
        description="The contact is removed from this list. Orders already placed are not changed."
        confirmLabel="Remove contact"
        error={removeContact.isError ? errorMessage(removeContact.error) : null}
        onConfirm={async () => {
          if (!removing) return;
          await removeContact.mutateAsync(removing.id);
          toast({ title: 'Contact removed', description: `${removing.name} was removed from the list.` });
        }}
      />
      <DeleteListDialog
        list={list}
        open={deleting}
        onOpenChange={setDeleting}
        onDeleted={() => navigate('/account/lists')}
      />
    </div>
  );
}

/**
 * The contacts as a table; on a phone each row stacks as a card (the header row is hidden, every cell names
 * its column), so nothing scrolls sideways at 375 px.
 */
function ContactsTable({
  list,
  rows,
  onEdit,
  onRemove,
}: {
  list: TSavedList;
  rows: TSavedContact[];
  onEdit: (contact: TSavedContact) => void;
  onRemove: (contact: TSavedContact) => void;
}) {
  const cell = 'block px-0 py-0.5 md:table-cell md:px-3 md:py-2 md:align-top';
  const label = 'font-medium text-muted md:hidden';
  return (
    // A list with many custom columns scrolls sideways inside its frame on wide screens, not the whole page.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus to scroll by keyboard
    <section aria-label="Contacts" tabIndex={0} className="md:overflow-x-auto">
      <table className="w-full border-separate border-spacing-0 text-sm md:rounded-2xl md:border md:border-line md:bg-white">
        <caption className="sr-only">Contacts of {list.name}</caption>
        <thead className="sr-only md:not-sr-only md:table-header-group">
          <tr className="text-left text-xs uppercase tracking-wide text-muted">
            <th scope="col" className="px-3 py-2">
              Name
            </th>
            <th scope="col" className="px-3 py-2">
              Address
            </th>
            {list.columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 normal-case">
                {column}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((contact) => (
            <tr
              key={contact.id}
              className="mb-3 block rounded-2xl border border-line bg-white p-4 shadow-card md:mb-0 md:table-row md:rounded-none md:border-0 md:p-0 md:shadow-none"
            >
              <th
                scope="row"
                className={`${cell} text-left font-semibold text-ink-950 md:border-t md:border-line`}
              >
                {contact.name}
              </th>
              <td className={`${cell} text-ink-900 md:border-t md:border-line`}>
                {contact.address}
                {contact.address2 ? `, ${contact.address2}` : ''}
                <br />
                {contact.city}, {contact.state} {contact.zipCode}
              </td>
              {list.columns.map((column) => (
                <td key={column} className={`${cell} break-words text-ink-900 md:border-t md:border-line`}>
                  <span className={label}>{column}: </span>
                  {contact.customFields[column] ?? <span className="text-subtle">–</span>}
                </td>
              ))}
              <td className={`${cell} pt-2 md:border-t md:border-line md:text-right`}>
                <div className="flex gap-1 md:justify-end">
                  <Button variant="outline" size="sm" onClick={() => onEdit(contact)}>
                    <Pencil aria-hidden="true" />
                    Fix<span className="sr-only"> {contact.name}</span>
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-700"
                    onClick={() => onRemove(contact)}
                  >
                    <Trash2 aria-hidden="true" />
                    Remove<span className="sr-only"> {contact.name}</span>
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
