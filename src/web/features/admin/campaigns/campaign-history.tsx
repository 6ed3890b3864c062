import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import type { TAdminCampaign } from '../../../../shared/admin-campaigns';
import { listCampaignHistory } from '../../../../shared/contracts/admin-campaigns/list-campaign-history';
import type { TStatusHistoryEntry } from '../../../../shared/tracking';
import { QueryState } from '../../../components/ui/query-state';
import { Spinner } from '../../../components/ui/spinner';
import { capitalize } from '../../../components/ui/status-badge';
import { adminQuery } from '../admin-api';

const SUBJECTS: Record<TStatusHistoryEntry['subject'], string> = {
  campaign: 'Campaign',
  order: 'Payment',
  notes: 'Notes',
};

/** "staff:maria" → "maria"; the system and the customer by name. */
function who(actor: string): string {
  if (actor.startsWith('staff:')) return actor.slice('staff:'.length);
  return capitalize(actor);
}

function change(entry: TStatusHistoryEntry): string {
  const to = capitalize(entry.status);
  if (entry.subject === 'notes') return `Marked ${entry.status}`;
  return entry.fromStatus ? `${capitalize(entry.fromStatus)} → ${to}` : to;
}

const COLUMNS = ['When', 'What', 'Change', 'Detail', 'By'] as const;

/** Who changed what and when, oldest first (issue 12 §3): the campaign's, its payment's and its notes'. */
export function CampaignHistory({ campaign }: { campaign: TAdminCampaign }) {
  const history = useQuery(adminQuery(listCampaignHistory, { params: { id: campaign.id } }));
  return (
    <QueryState
      query={history}
      loading={<Spinner label="Loading the history" />}
      errorMessage="We could not load the history."
      compactError
      isEmpty={(data) => data.items.length === 0}
      empty={<p className="text-sm text-muted">No status changes yet: the campaign is a draft.</p>}
    >
      {(data) => (
        <div className="overflow-x-auto rounded-lg border border-line bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Status history of campaign #{campaign.number}</caption>
            <thead className="text-xs text-muted uppercase">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.items.map((entry, i) => (
                <tr key={`${entry.at}-${i}`} className="border-t border-line align-top">
                  <td className="px-3 py-2 whitespace-nowrap text-muted">
                    <time dateTime={entry.at}>{format(parseISO(entry.at), 'MMM d, yyyy h:mm a')}</time>
                  </td>
                  <td className="px-3 py-2">{SUBJECTS[entry.subject]}</td>
                  <td className="px-3 py-2 whitespace-nowrap text-ink-900">{change(entry)}</td>
                  <td className="px-3 py-2 text-ink-900">{entry.detail ?? '—'}</td>
                  <td className="px-3 py-2">{who(entry.actor)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </QueryState>
  );
}
