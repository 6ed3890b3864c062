import { Users } from 'lucide-react';
import type { ContactsResult } from '../../../shared/contacts-csv';
import { contactsBadgeText, contactsSummaryText, summarizeContacts } from '../../../shared/contacts-summary';
import { SectionCard } from '../../draft/ordering-header';
import { cn } from '../../lib/cn';

const SHOWN = 3;

/** Contact Summary: how many contacts are ready, the first three, then '+ N more'. */
export function ContactSummaryCard({ result }: { result: ContactsResult }) {
  const { contacts } = result;
  const more = contacts.length - SHOWN;
  // The badge and the sentence come from one summary: a list over the limit is never called ready.
  const summary = summarizeContacts(result);
  return (
    <SectionCard
      labelledBy="contact-summary-title"
      title="Contact Summary"
      action={
        <span
          className={cn(
            'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold',
            summary.overLimit ? 'bg-amber-50 text-amber-900' : 'bg-emerald-50 text-emerald-800',
          )}
        >
          <Users aria-hidden="true" className="size-3.5" />
          {contactsBadgeText(summary)}
        </span>
      }
    >
      <p className="mb-3 text-sm text-muted">{contactsSummaryText(summary)}</p>
      {contacts.length > 0 ? (
        <ul className="divide-y divide-line rounded-lg border border-line">
          {contacts.slice(0, SHOWN).map((c, i) => (
            <li key={i} className="flex flex-col px-3 py-2.5 text-sm sm:flex-row sm:justify-between sm:gap-4">
              <span className="font-medium text-ink-950">{c.name}</span>
              <span className="text-muted">
                {c.address}
                {c.address2 ? `, ${c.address2}` : ''}, {c.city}, {c.state} {c.zipCode}
              </span>
            </li>
          ))}
          {more > 0 ? (
            <li className="px-3 py-2.5 text-sm font-medium text-muted">
              + {more.toLocaleString('en-US')} more
            </li>
          ) : null}
        </ul>
      ) : (
        <p className="rounded-lg border border-dashed border-line-strong p-4 text-center text-sm text-muted">
          No valid contacts yet.
        </p>
      )}
    </SectionCard>
  );
}
