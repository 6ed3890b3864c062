import { Check, Inbox, RotateCcw } from 'lucide-react';
import { CONTACT_MESSAGE_STATUSES, INQUIRY_TYPES } from '../../../../shared/contact-message';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailed } from '../../../components/ui/load-failed';
import { capitalize } from '../../../components/ui/status-badge';
import { Td, Th } from '../../../components/ui/table';
import { errorStatus } from '../../../lib/api';
import { formatDate } from '../ui/format';
import { PagedList } from '../ui/paged-list';
import { useListParams } from '../ui/use-list-params';
import { useContactMessages, useSetMessageStatus } from './use-contact-messages';

/** What visitors wrote through the contact form (also e-mailed to sales), new until someone answers it. */
export function ContactMessagesTab() {
  const list = useListParams('messages', CONTACT_MESSAGE_STATUSES);
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useContactMessages(list.query);
  const setStatus = useSetMessageStatus();

  if (isError && errorStatus(error) !== 401)
    return <LoadFailed message="Error loading messages. Please try again." onRetry={() => refetch()} />;
  if (data && data.total === 0 && !list.filtered)
    return (
      <EmptyState
        icon={Inbox}
        title="No messages yet"
        description="Messages sent from the contact page appear here as well as in the sales inbox."
      />
    );

  return (
    <PagedList
      noun="messages"
      label="Contact messages"
      placeholder="Name, e-mail or subject"
      statuses={CONTACT_MESSAGE_STATUSES}
      noMatchHint="Try another name, e-mail or subject, or another status."
      list={list}
      data={data}
      isPending={isPending}
      isPlaceholderData={isPlaceholderData}
      tableClassName="min-w-[960px]"
    >
      {(items) => (
        <>
          <thead>
            <tr className="border-b border-line">
              <Th>From</Th>
              <Th>Message</Th>
              <Th>Inquiry</Th>
              <Th>Received</Th>
              <Th>Status</Th>
              <Th>
                <span className="sr-only">Mark answered or new</span>
                <span aria-hidden="true">Update</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {items.map((m) => {
              const answered = m.status === 'answered';
              const busy = setStatus.isPending && setStatus.variables?.id === m.id;
              return (
                <tr key={m.id} className="border-b border-line align-top last:border-0 hover:bg-sand/30">
                  <Td className="min-w-48">
                    <span className="block font-medium text-ink-950">{m.name}</span>
                    <a href={`mailto:${m.email}`} className="block text-xs text-ink-700 underline">
                      {m.email}
                    </a>
                    {m.company || m.phone ? (
                      <span className="block text-xs text-subtle">
                        {[m.company, m.phone].filter(Boolean).join(' · ')}
                      </span>
                    ) : null}
                  </Td>
                  <Td className="min-w-72 max-w-xl">
                    <span className="block font-medium text-ink-950">{m.subject}</span>
                    <p className="mt-1 whitespace-pre-line text-ink-800">{m.message}</p>
                  </Td>
                  <Td className="whitespace-nowrap">{INQUIRY_TYPES[m.inquiryType]}</Td>
                  <Td className="whitespace-nowrap text-muted">{formatDate(m.createdAt)}</Td>
                  <Td className="whitespace-nowrap">
                    <span
                      className={
                        answered
                          ? 'inline-flex rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-300 ring-inset'
                          : 'inline-flex rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-300 ring-inset'
                      }
                    >
                      {capitalize(m.status)}
                    </span>
                    {answered && m.answeredAt ? (
                      <span className="mt-1 block text-xs text-subtle">{formatDate(m.answeredAt)}</span>
                    ) : null}
                  </Td>
                  <Td>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      aria-label={`${answered ? 'Mark as new' : 'Mark answered'}: message from ${m.name}`}
                      onClick={() => setStatus.mutate({ id: m.id, status: answered ? 'new' : 'answered' })}
                    >
                      {answered ? <RotateCcw aria-hidden="true" /> : <Check aria-hidden="true" />}
                      {answered ? 'Mark as new' : 'Mark answered'}
                    </Button>
                  </Td>
                </tr>
              );
            })}
          </tbody>
        </>
      )}
    </PagedList>
  );
}
