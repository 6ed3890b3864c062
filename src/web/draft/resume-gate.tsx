import { useQuery } from '@tanstack/react-query';
import { FileWarning, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { getCampaign } from '../../shared/contracts/campaigns/get-campaign';
import { ComingSoon } from '../components/layout/coming-soon';
import { Button, LinkButton } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { errorMessage, errorStatus } from '../lib/api';
import { call } from '../lib/call';
import { readDraft, writeDraft } from './campaign-draft';
import { draftFromCampaign } from './resume-campaign';

class NotEditable extends Error {
  constructor(
    message: string,
    readonly orderId: string | null,
  ) {
    super(message);
  }
}

async function resume(campaignId: string): Promise<string> {
  const campaign = await call(getCampaign, { params: { id: campaignId } });
  if (campaign.paid) {
    throw new NotEditable('This campaign is already paid, so it can no longer be changed.', campaign.orderId);
  }
  if (!campaign.editable) {
    throw new NotEditable(
      campaign.status === 'cancelled'
        ? 'This campaign was not paid within 30 days and has expired.'
        : 'This campaign was set up by our team. Contact us if something needs changing.',
      null,
    );
  }
  const draft = await draftFromCampaign(campaign);
  writeDraft(draft);
  return draft.draftId;
}

/**
 * `?campaign={id}` (the way back from checkout): the page below works on that campaign's draft. When this tab
 * holds it already nothing is fetched; otherwise it is rebuilt from what the server keeps before the page opens.
 */
export function ResumeGate({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const campaignId = params.get('campaign');
  const here = !campaignId || readDraft()?.upload.createdCampaign?.id === campaignId;
  const resumed = useQuery({
    queryKey: ['resume-draft', campaignId],
    queryFn: () => resume(campaignId ?? ''),
    enabled: !here,
    retry: false,
    gcTime: 0,
  });
  if (here) return children;
  if (resumed.isPending) {
    return (
      <div className="flex items-center justify-center gap-3 px-4 py-24 text-muted" role="status">
        <Spinner label={null} />
        Opening your campaign…
      </div>
    );
  }
  if (resumed.isError) {
    const err = resumed.error;
    const notEditable = err instanceof NotEditable;
    return (
      <ComingSoon
        icon={FileWarning}
        eyebrow="Your campaign"
        title={
          notEditable
            ? err.message
            : errorStatus(err) === 404
              ? 'Campaign not found'
              : 'We could not open your campaign'
        }
        description={
          notEditable ? 'Start a new campaign to send more notes.' : errorMessage(err, 'Please try again.')
        }
        actions={
          <>
            {notEditable && err.orderId ? (
              <LinkButton to={`/order-confirmed/${err.orderId}`}>View your order</LinkButton>
            ) : null}
            {!notEditable && errorStatus(err) !== 404 ? (
              <Button onClick={() => void resumed.refetch()}>
                <RefreshCw aria-hidden="true" />
                Try again
              </Button>
            ) : null}
            <LinkButton to="/campaign-builder" variant="outline">
              Start a new campaign
            </LinkButton>
          </>
        }
      />
    );
  }
  return children;
}
