import { useQuery } from '@tanstack/react-query';
import { NotebookPen } from 'lucide-react';
import { getCampaign } from '../../../shared/contracts/campaigns/get-campaign';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogHeading, DialogTrigger } from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { queryFor } from '../../lib/call';
import { DesignThumbnail } from '../catalog/design-thumbnail';
import { StoredProofs } from './stored-proofs';

/** The front every recipient turns over first: the same for all the campaign's cards. */
function CardFront({ campaignId }: { campaignId: string }) {
  const campaign = useQuery(queryFor(getCampaign, { params: { id: campaignId } }));
  return (
    <figure className="flex w-full max-w-xs flex-col gap-2" data-testid="proofs-card-front">
      {campaign.data ? (
        <DesignThumbnail campaign={campaign.data} />
      ) : campaign.isError ? (
        <p className="flex aspect-[7/5] w-full items-center justify-center rounded-lg border border-line bg-sand p-4 text-center text-sm text-muted">
          The front could not be loaded.
        </p>
      ) : (
        <Skeleton className="aspect-[7/5] w-full rounded-lg" />
      )}
      <figcaption className="text-xs text-muted">The front, the same on every card.</figcaption>
    </figure>
  );
}

/** "View your notes": every recipient's card as they will hold it, in a dialog over checkout or the order. */
export function ProofsDialog({ campaignId, className }: { campaignId: string; className?: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" className={className}>
          <NotebookPen aria-hidden="true" />
          View your notes
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-5xl">
        <DialogHeading
          title="Your notes"
          description="Each recipient's card as they will hold it: the printed back with the message and the address exactly as our robots will write them with a real pen."
        />
        <CardFront campaignId={campaignId} />
        <StoredProofs campaignId={campaignId} wide />
      </DialogContent>
    </Dialog>
  );
}
