import { ExternalLink } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { Dialog, DialogContent, DialogHeading } from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { StepButtons } from '../../components/ui/step-buttons';
import { type ProofCardItem, ProofStatus, ProofView } from './proof-card';

/**
 * One proof full size, with the previous and next notes a button (or an arrow key) away; Escape closes it.
 * `item` is null while the note's page loads.
 */
export function ProofViewer({
  open,
  item,
  position,
  total,
  onStep,
  onClose,
  onCloseAutoFocus,
}: {
  open: boolean;
  item: ProofCardItem | null;
  /** 0-based, over every note the grid pages through. */
  position: number;
  total: number;
  onStep: (to: number) => void;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const hasPrevious = position > 0;
  const hasNext = position < total - 1;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' && hasPrevious) onStep(position - 1);
    else if (event.key === 'ArrowRight' && hasNext) onStep(position + 1);
    else return;
    event.preventDefault();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        className="max-sm:w-[calc(100vw-1rem)] max-sm:p-4 sm:max-w-5xl"
        onKeyDown={onKeyDown}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeading
          title={item ? `Note to ${item.name}` : 'Note'}
          description="The back of the card as they will hold it, with the message and the address our pens will write."
        />
        {/* As large as the screen allows while the header and the buttons stay in view. */}
        <div className="mx-auto w-full max-w-[calc((100dvh-16rem)*1.4)]">
          {item ? (
            <ProofView item={item} className="overflow-hidden rounded-lg ring-1 ring-line" />
          ) : (
            <Skeleton className="aspect-[7/5] w-full rounded-lg" />
          )}
        </div>
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          {item ? <ProofStatus item={item} /> : <span />}
          {item?.openable && item.src ? (
            <a
              href={item.src}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1 rounded text-sm font-medium text-accent-700 hover:underline"
            >
              Open in a new tab
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          ) : null}
        </div>
        <StepButtons
          className="flex items-center justify-between gap-2"
          buttonClassName="max-sm:px-3"
          hasPrevious={hasPrevious}
          hasNext={hasNext}
          onPrevious={() => onStep(position - 1)}
          onNext={() => onStep(position + 1)}
        >
          <p className="text-sm whitespace-nowrap text-muted tabular-nums" aria-live="polite">
            {item ? <span className="sr-only">{item.name}, </span> : null}
            Note {(position + 1).toLocaleString('en-US')} of {total.toLocaleString('en-US')}
          </p>
        </StepButtons>
      </DialogContent>
    </Dialog>
  );
}
