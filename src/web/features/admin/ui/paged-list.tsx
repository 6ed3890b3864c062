import { SearchX } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { TableFrame } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { ListFilters } from './list-filters';
import { PageControls } from './page-controls';
import type { useListParams } from './use-list-params';

interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface PagedListProps<S extends string, T> {
  /** "campaigns": the filters', skeleton's and page controls' wording. */
  noun: string;
  /** The table's accessible name ("Campaigns"). */
  label: string;
  placeholder: string;
  statuses: readonly S[];
  statusLabel?: string;
  /** Shown when the search or filter matches nothing. */
  noMatchHint: string;
  list: ReturnType<typeof useListParams<S>>;
  data: Page<T> | undefined;
  isPending: boolean;
  isPlaceholderData: boolean;
  /** The table's minimum width: narrower screens scroll it sideways. */
  tableClassName: string;
  /** The table's head and body for the page's rows. */
  children: (items: T[]) => ReactNode;
}

/**
 * A back-office list: search and status filter, then the page's table with its page controls, or the state
 * that stands in for it (loading, nothing matches, a page past the end).
 */
export function PagedList<S extends string, T>(props: PagedListProps<S, T>) {
  const { noun, list, data, isPending, isPlaceholderData } = props;
  const top = useRef<HTMLDivElement>(null);
  const goToPage = (page: number) => {
    list.setPage(page);
    // Paging from the controls under a long table: bring the new page's first rows into view.
    if (top.current && top.current.getBoundingClientRect().top < 0)
      top.current.scrollIntoView({ block: 'start' });
  };
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div ref={top} className="grid scroll-mt-4 gap-4">
      <ListFilters
        noun={noun}
        placeholder={props.placeholder}
        search={list.search}
        onSearchChange={list.setSearch}
        statuses={props.statuses}
        status={list.status}
        onStatusChange={list.setStatus}
        statusLabel={props.statusLabel}
        updating={isPlaceholderData}
      />
      {isPending || !data ? (
        <ListSkeleton label={`Loading ${noun}`} />
      ) : data.total === 0 ? (
        <EmptyState
          icon={SearchX}
          title={`No ${noun} match`}
          description={props.noMatchHint}
          action={
            <Button variant="outline" size="sm" onClick={list.clear}>
              Clear search and filter
            </Button>
          }
        />
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title={`There is no page ${list.page}`}
          description={`These ${noun} fill ${lastPage.toLocaleString('en-US')} page${lastPage === 1 ? '' : 's'}.`}
          action={
            <Button variant="outline" size="sm" onClick={() => goToPage(lastPage)}>
              Go to the last page
            </Button>
          }
        />
      ) : (
        <>
          <TableFrame
            label={props.label}
            aria-busy={isPlaceholderData}
            className={cn(isPlaceholderData && 'opacity-60')}
          >
            <table className={cn('w-full border-collapse', props.tableClassName)}>
              {props.children(data.items)}
            </table>
          </TableFrame>
          <PageControls
            noun={noun}
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            shown={data.items.length}
            onPageChange={goToPage}
          />
        </>
      )}
    </div>
  );
}
