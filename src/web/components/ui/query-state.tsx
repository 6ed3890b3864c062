import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { LoadFailed } from './load-failed';
import { Skeleton } from './skeleton';

/**
 * Skeleton blocks in the shape of what loads, announced once ("Loading your order"). Each entry is a block's
 * classes; an array is a row of blocks side by side from the `md` breakpoint.
 */
export function LoadingShell({
  label,
  blocks,
  className,
  rowClassName = 'grid gap-4 md:grid-cols-2',
}: {
  label: string;
  blocks: readonly (string | readonly string[])[];
  /** The shell's own classes, its gap included (a page's width and padding around its skeleton). */
  className?: string;
  rowClassName?: string;
}) {
  return (
    <div className={cn('grid', className ?? 'gap-3')}>
      <span role="status" className="sr-only">
        {label}
      </span>
      {blocks.map((block, i) =>
        typeof block === 'string' ? (
          <Skeleton key={i} className={block} />
        ) : (
          <div key={i} className={rowClassName}>
            {block.map((inner, j) => (
              <Skeleton key={j} className={inner} />
            ))}
          </div>
        ),
      )}
    </div>
  );
}

/** The parts of a TanStack query QueryState reads. */
interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** What shows while loading, usually a `LoadingShell` in the shape of the content. */
  loading: ReactNode;
  /** The sentence before the server's reason, e.g. "We could not load the list." */
  errorMessage?: string;
  /** A page of its own for some failures (e.g. 404: not found); undefined falls back to the retry state. */
  renderError?: (error: Error) => ReactNode | undefined;
  /** The failure shows compact, for a small place (a row's details). */
  compactError?: boolean;
  /** Nothing to show yet: this instead of the content. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The one loading / failed-with-retry / empty / loaded switch over a query, so every screen waits, fails and
 * says "nothing yet" the same way.
 */
export function QueryState<T>({
  query,
  loading,
  errorMessage: lead,
  renderError,
  compactError = false,
  isEmpty,
  empty,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) return <>{loading}</>;
  if (query.isError || query.data === undefined) {
    const error = query.error ?? new Error('No data.');
    const own = renderError?.(error);
    if (own !== undefined) return <>{own}</>;
    const reason = errorMessage(error);
    return (
      <LoadFailed
        compact={compactError}
        message={lead ? `${lead} ${reason}` : reason}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (isEmpty?.(query.data) && empty !== undefined) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
