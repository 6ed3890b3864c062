import { Dialog, DialogContent, DialogHeading, focusDialogItself } from '../../components/ui/dialog';

/**
 * The product demo: a recording of the real app (`npm run demo-video`, scripts/demo-video/) served from
 * our own origin with its captions, so it plays offline and tells no third party who watched it. The
 * video element exists only while the dialog is open (Radix unmounts closed content), so nothing is
 * downloaded before the visitor asks for it.
 */
export const DEMO_VIDEO = {
  src: '/media/quillpost-demo.webm',
  captions: '/media/quillpost-demo.vtt',
} as const;

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
        <DialogHeading
          title="See Quillpost in action"
          description="A one-minute tour of the real product: from a design and a message to your recipients’ proofs and checkout."
        />
        <div className="aspect-video w-full overflow-hidden rounded-xl bg-ink-950">
          <video
            className="size-full"
            controls
            autoPlay
            playsInline
            preload="auto"
            aria-label="Quillpost product demo video"
          >
            <source src={DEMO_VIDEO.src} type="video/webm" />
            <track kind="captions" src={DEMO_VIDEO.captions} srcLang="en" label="English" default />
            <p className="p-4 text-sm text-ink-100">
              Your browser cannot play this video.{' '}
              <a className="underline" href={DEMO_VIDEO.src} download>
                Download the demo (WebM)
              </a>
              .
            </p>
          </video>
        </div>
      </DialogContent>
    </Dialog>
  );
}
