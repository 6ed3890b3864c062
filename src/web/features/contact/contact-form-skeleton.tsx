import { Skeleton } from '../../components/ui/skeleton';

/** Holds the form's place (same height) while its code loads. */
export function ContactFormSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-5">
      <span className="sr-only">Loading the form</span>
      <div className="grid gap-5 sm:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="grid gap-2">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-11 w-full" />
          </div>
        ))}
      </div>
      {[0, 1].map((i) => (
        <div key={i} className="grid gap-2">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-11 w-full" />
        </div>
      ))}
      <div className="grid gap-2">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-[134px] w-full" />
      </div>
      <Skeleton className="h-13 w-44" />
    </div>
  );
}
