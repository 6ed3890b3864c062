import { CircleCheckBig } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button';

export function ThankYou({ onAnother }: { onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the confirmation instead of a vanished form.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col items-center px-2 py-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
        <CircleCheckBig aria-hidden="true" className="size-7" />
      </span>
      <h2 ref={heading} tabIndex={-1} className="mt-5 text-2xl font-bold text-ink-950 outline-none">
        Thank You!
      </h2>
      <p className="mt-2 max-w-md text-muted">
        Your message has been sent. Our team will get back to you within 24 hours.
      </p>
      <Button variant="outline" className="mt-8" onClick={onAnother}>
        Send Another Message
      </Button>
    </div>
  );
}
