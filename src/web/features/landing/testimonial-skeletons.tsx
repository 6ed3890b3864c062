import { Skeleton } from '../../components/ui/skeleton';

/** Three card-shaped placeholders while the testimonials load. */
export function TestimonialSkeletons() {
  return (
    <ul aria-busy="true" className="mt-12 grid gap-6 md:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <li
          key={i}
          className="rounded-2xl border border-line bg-paper p-7"
          data-testid="testimonial-skeleton"
        >
          <Skeleton className="h-7 w-7" />
          <Skeleton className="mt-5 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-11/12" />
          <Skeleton className="mt-2 h-4 w-4/5" />
          <div className="mt-6 flex items-center gap-3">
            <Skeleton className="size-12 rounded-full" />
            <Skeleton className="h-4 w-32" />
          </div>
        </li>
      ))}
      <li className="sr-only">Loading testimonials</li>
    </ul>
  );
}
