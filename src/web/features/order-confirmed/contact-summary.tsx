import { Users } from 'lucide-react';
import { LoadingShell, QueryState } from '../../components/ui/query-state';
import { SectionCard } from '../../draft/ordering-header';
import { useCampaignContacts } from './order-api';

const SHOWN = 3;

/** The first recipients of the order, then '+ N more' (public-site.md §2). */
export function ContactSummary({ campaignId }: { campaignId: string }) {
  const contacts = useCampaignContacts(campaignId);
  return (
    <SectionCard
      labelledBy="contact-summary-title"
      title="Contact Summary"
      action={<Users aria-hidden="true" className="size-5 text-subtle" />}
    >
      <QueryState
        query={contacts}
        loading={
          <LoadingShell label="Loading contacts" blocks={Array.from({ length: SHOWN }, () => 'h-12')} />
        }
        errorMessage="We could not load the contacts."
      >
        {(list) => (
          <>
            <p className="mb-3 text-sm text-muted">
              <span className="font-semibold text-ink-950">{list.length.toLocaleString('en-US')}</span>{' '}
              {list.length === 1 ? 'recipient' : 'recipients'}
            </p>
            <ul className="flex flex-col divide-y divide-line rounded-xl border border-line">
              {list.slice(0, SHOWN).map((c, i) => (
                <li key={i} className="px-4 py-2.5 text-sm">
                  <p className="font-medium text-ink-950">{c.name}</p>
                  <p className="text-muted">
                    {[c.address, c.address2].filter(Boolean).join(', ')}, {c.city}, {c.state} {c.zipCode}
                  </p>
                </li>
              ))}
              {list.length > SHOWN ? (
                <li className="px-4 py-2.5 text-sm font-medium text-muted">
                  + {(list.length - SHOWN).toLocaleString('en-US')} more
                </li>
              ) : null}
            </ul>
          </>
        )}
      </QueryState>
    </SectionCard>
  );
}
