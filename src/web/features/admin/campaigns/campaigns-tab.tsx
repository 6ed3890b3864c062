import { ChevronRight, Megaphone } from 'lucide-react';
import { Fragment, useState } from 'react';
import { CAMPAIGN_STATUSES } from '../../../../shared/statuses';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailed } from '../../../components/ui/load-failed';
import { CampaignStatusBadge } from '../../../components/ui/status-badge';
import { Td, Th } from '../../../components/ui/table';
import { errorStatus } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { formatDate, formatMoney, styleName } from '../ui/format';
import { PagedList } from '../ui/paged-list';
import { useListParams } from '../ui/use-list-params';
import { CampaignDetails } from './campaign-details';
import { CampaignStatusSelect } from './campaign-status-select';
import { useAdminCampaigns } from './use-admin-campaigns';

const COLUMNS = 7;

export function CampaignsTab() {
  const list = useListParams('campaigns', CAMPAIGN_STATUSES);
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useAdminCampaigns(list.query);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());

  // A 401 has already sent the admin to sign-in.
  if (isError && errorStatus(error) !== 401)
    return <LoadFailed message="Error loading campaigns. Please try again." onRetry={() => refetch()} />;
  if (data && data.total === 0 && !list.filtered)
    return (
      <EmptyState
        icon={Megaphone}
        title="No campaigns yet"
        description="Campaigns from the website and manual orders appear here."
      />
    );

  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <PagedList
      noun="campaigns"
      label="Campaigns"
      placeholder="Name, e-mail or #number"
      statuses={CAMPAIGN_STATUSES}
      noMatchHint="Try another name, e-mail or number, or another status."
      list={list}
      data={data}
      isPending={isPending}
      isPlaceholderData={isPlaceholderData}
      tableClassName="min-w-[920px]"
    >
      {(items) => (
        <>
          <thead>
            <tr className="border-b border-line">
              <Th>Campaign Name</Th>
              <Th>Status</Th>
              <Th className="text-right">Notes</Th>
              <Th className="text-right">Amount</Th>
              <Th>Style</Th>
              <Th>Created</Th>
              <Th>
                <span className="sr-only">Change status</span>
                <span aria-hidden="true">Update</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {items.map((campaign) => {
              const expanded = open.has(campaign.id);
              const panelId = `campaign-${campaign.id}-details`;
              return (
                <Fragment key={campaign.id}>
                  <tr
                    className={cn(
                      'border-b border-line transition-colors hover:bg-sand/30',
                      expanded && 'bg-sand/40',
                    )}
                  >
                    <Td className="max-w-72">
                      <button
                        type="button"
                        aria-expanded={expanded}
                        aria-controls={expanded ? panelId : undefined}
                        onClick={() => toggle(campaign.id)}
                        className="-m-1 flex items-center gap-2 rounded-md p-1 text-left font-semibold text-ink-950 hover:text-ink-700"
                      >
                        <ChevronRight
                          aria-hidden="true"
                          className={cn(
                            'size-4 shrink-0 text-muted transition-transform',
                            expanded && 'rotate-90',
                          )}
                        />
                        <span className="grid">
                          <span className="line-clamp-2">{campaign.name}</span>
                          <span className="text-xs font-normal text-subtle">#{campaign.number}</span>
                        </span>
                      </button>
                    </Td>
                    <Td>
                      <CampaignStatusBadge status={campaign.status} />
                    </Td>
                    <Td className="text-right tabular-nums">{campaign.totalNotes.toLocaleString('en-US')}</Td>
                    <Td className="text-right font-medium tabular-nums">
                      {formatMoney(campaign.totalAmount)}
                    </Td>
                    <Td className="whitespace-nowrap">{styleName(campaign.handwritingStyle)}</Td>
                    <Td className="whitespace-nowrap text-muted">{formatDate(campaign.createdAt)}</Td>
                    <Td>
                      <CampaignStatusSelect campaign={campaign} />
                    </Td>
                  </tr>
                  {expanded ? (
                    <tr id={panelId} className="border-b border-line bg-sand/25">
                      <td colSpan={COLUMNS}>
                        {/* On narrow screens the table scrolls sideways; the details stay in view at its left edge. */}
                        <div className="sticky left-0 w-[calc(100vw-2rem-2px)] sm:w-[calc(100vw-3rem-2px)] lg:w-auto">
                          <CampaignDetails campaign={campaign} />
                        </div>
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        </>
      )}
    </PagedList>
  );
}
