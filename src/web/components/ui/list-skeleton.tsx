import { Skeleton } from './skeleton';

/** Placeholder rows while a list loads; announced once through the status role. */
export function ListSkeleton({
  rows = 4,
  label,
  rowClassName = 'h-14 w-full rounded-xl',
}: {
  rows?: number;
  label: string;
  /** The rows' height and shape, as the list's real rows (replaces the default). */
  rowClassName?: string;
}) {
  return (
    <div className="grid gap-3">
      <span role="status" className="sr-only">
        {label}
      </span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className={rowClassName} />
      ))}
    </div>
  );
}
