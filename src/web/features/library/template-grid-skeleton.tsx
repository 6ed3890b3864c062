import { Skeleton } from '../../components/ui/skeleton';

/** Six card outlines while the catalogue or the card code loads. */
export function TemplateGridSkeleton() {
  return (
    <ul aria-busy="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <li key={i} className="overflow-hidden rounded-2xl border border-line bg-white">
          <Skeleton className="aspect-[7/5] rounded-none" />
          <div className="p-5">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="mt-3 h-4 w-full" />
            <Skeleton className="mt-2 h-4 w-4/5" />
            <Skeleton className="mt-5 h-11 w-full" />
          </div>
        </li>
      ))}
      <li className="sr-only">Loading designs</li>
    </ul>
  );
}
