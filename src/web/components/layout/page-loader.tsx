import { Spinner } from '../ui/spinner';

/** Shown in the content area while a page's code loads on a first visit. */
export function PageLoader({ label = 'Loading page' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center px-4 py-24 text-ink-700">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
