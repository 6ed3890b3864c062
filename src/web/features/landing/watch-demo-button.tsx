import { PlayCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';

// The dialog code loads on the first click: most visitors never open it, and the landing page's
// first download stays small.
const DemoVideoDialog = lazy(async () => ({ default: (await import('./demo-video')).DemoVideoDialog }));

export function WatchDemoButton() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Button
        size="lg"
        variant="outline"
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <PlayCircle aria-hidden="true" />
        Watch Demo
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <DemoVideoDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
