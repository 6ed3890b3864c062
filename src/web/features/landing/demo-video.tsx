import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  focusDialogItself,
} from '../../components/ui/dialog';

/**
 * The product demo. youtube-nocookie sets no cookies until the visitor plays the video, and the iframe
 * exists only while the dialog is open (Radix unmounts closed content), so no request reaches YouTube
 * before the visitor asks for the video.
 */
/** Stand-in id until marketing publishes the product demo; the embed URL is built from it alone. */
export const DEMO_VIDEO_ID = 'L1PZxnTDq8A';

export function DemoVideoDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="gap-5 p-4 sm:max-w-3xl sm:p-6" onOpenAutoFocus={focusDialogItself}>
        <DialogHeader>
          <DialogTitle>See Quillpost in action</DialogTitle>
          <DialogDescription>
            Two minutes from CSV upload to a handwritten note in the mailbox.
          </DialogDescription>
        </DialogHeader>
        <div className="aspect-video w-full overflow-hidden rounded-xl bg-ink-950">
          <iframe
            className="size-full"
            src={`https://www.youtube-nocookie.com/embed/${DEMO_VIDEO_ID}?autoplay=1&rel=0&modestbranding=1`}
            title="Quillpost product demo video"
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
