import { NotebookPen } from 'lucide-react';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { StoredProofs } from './stored-proofs';

/** "View your notes": every recipient's note as the pen writes it, in a dialog over checkout or the order. */
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
        <DialogHeader>
          <DialogTitle>Your notes</DialogTitle>
          <DialogDescription>
            Each recipient's note exactly as our robots will write it with a real pen: the message and the
            address.
          </DialogDescription>
        </DialogHeader>
        <StoredProofs campaignId={campaignId} wide />
      </DialogContent>
    </Dialog>
  );
}
