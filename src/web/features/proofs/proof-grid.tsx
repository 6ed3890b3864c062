import { ChevronDown, ChevronLeft, ChevronRight, RotateCw, Search } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { ProofCard, type ProofCardItem } from './proof-card';
import { ProofViewer } from './proof-viewer';

export interface ProofGridProps {
  items: readonly ProofCardItem[];
  /** Recipients matching the search, over all pages. */
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  query: string;
  onQuery: (query: string) => void;
  status: 'loading' | 'error' | 'ready';
  onRetry?: () => void;
  /** `items` are still the previous page's while `page` loads. */
  stale?: boolean;
  /** Three columns on large screens (a full-width dialog); two otherwise, so each note stays legible. */
  wide?: boolean;
  /**
   * Below the `lg` breakpoint, only this many proofs until "Preview all N notes" (the upload page, where the
   * grid would otherwise stand between the customer and the rest of the order).
   */
  previewFirst?: number;
}

const range = (page: number, pageSize: number, total: number) =>
  `${((page - 1) * pageSize + 1).toLocaleString('en-US')}–${Math.min(page * pageSize, total).toLocaleString('en-US')}`;

/**
 * The paged grid of proofs with search by name and a full-size view of each: the same component for the
 * upload page's preview (drawn in the browser) and the stored proofs at checkout and after the order (drawn
 * by the server).
 */
export function ProofGrid(props: ProofGridProps) {
  const { items, total, page, pageSize, onPage, query, onQuery, status, onRetry, stale, wide } = props;
  const { previewFirst } = props;
  const columns = cn('grid grid-cols-1 gap-4 sm:grid-cols-2', wide && 'lg:grid-cols-3');
  const searchId = useId();
  const statusId = useId();
  const list = useRef<HTMLUListElement>(null);
  const previewAll = useRef<HTMLButtonElement>(null);
  const [expanded, setExpanded] = useState(false);
  /** The note shown full size, counted over every page; it stays set after closing, for focus to return to. */
  const [viewing, setViewing] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const offset = (page - 1) * pageSize;
  const collapsed = previewFirst !== undefined && !expanded && total > previewFirst;
  // Only below lg: on wide screens the whole page of proofs shows as it always did.
  const whenCollapsed = collapsed ? 'max-lg:hidden' : undefined;
  const viewed = stale ? null : (items[viewing - offset] ?? null);

  const step = (to: number) => {
    setViewing(to);
    const toPage = Math.floor(to / pageSize) + 1;
    if (toPage === page) return;
    // Past the preview: the grid behind follows to that page, shown in full.
    setExpanded(true);
    onPage(toPage);
  };

  const expand = () => {
    flushSync(() => setExpanded(true));
    list.current?.querySelectorAll<HTMLElement>('[data-proof-view]')[previewFirst ?? 0]?.focus();
  };

  // Back to the note last shown (the grid may have moved to its page); if the preview hides it, to
  // "Preview all".
  const returnFocus = (event: Event) => {
    event.preventDefault();
    const card = viewed
      ? list.current?.querySelector<HTMLElement>(`[data-proof-view="${CSS.escape(viewed.key)}"]`)
      : null;
    card?.focus();
    if (document.activeElement !== card) previewAll.current?.focus();
  };

  return (
    <div className="flex flex-col gap-4">
      <div className={cn('flex flex-col gap-1.5', whenCollapsed)}>
        <Label htmlFor={searchId}>Search recipients by name</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-subtle"
          />
          <Input
            id={searchId}
            type="search"
            value={query}
            placeholder="e.g. Johnson"
            className="pl-9"
            aria-describedby={statusId}
            onChange={(e) => onQuery(e.target.value)}
          />
        </div>
      </div>
      <p id={statusId} aria-live="polite" className={cn('text-sm text-muted', whenCollapsed)}>
        {status === 'loading'
          ? 'Drawing the notes…'
          : status === 'error'
            ? 'The notes could not be loaded.'
            : total === 0
              ? query
                ? `No recipients match "${query}".`
                : 'No recipients yet.'
              : `Showing ${range(page, pageSize, total)} of ${total.toLocaleString('en-US')} ${query ? 'matching ' : ''}${total === 1 ? 'note' : 'notes'}`}
      </p>
      {status === 'error' ? (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p>Something went wrong while loading the notes. Please try again.</p>
          {onRetry ? (
            <Button variant="outline" size="sm" onClick={onRetry}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          ) : null}
        </div>
      ) : status === 'loading' ? (
        <ul aria-hidden="true" className={columns}>
          {[0, 1, 2].map((i) => (
            <li key={i} className="flex flex-col gap-2">
              <Skeleton className="aspect-[7/5] w-full rounded-xl" />
              <Skeleton className="h-4 w-2/3" />
            </li>
          ))}
        </ul>
      ) : items.length > 0 ? (
        <ul ref={list} aria-label="Notes" className={columns}>
          {items.map((item, i) => (
            <ProofCard
              key={item.key}
              item={item}
              onView={() => {
                setViewing(offset + i);
                setViewerOpen(true);
              }}
              className={i >= (previewFirst ?? 0) ? whenCollapsed : undefined}
            />
          ))}
        </ul>
      ) : null}
      {collapsed && status === 'ready' ? (
        <Button ref={previewAll} variant="outline" className="w-full lg:hidden" onClick={expand}>
          <ChevronDown aria-hidden="true" />
          Preview all {total.toLocaleString('en-US')} notes
        </Button>
      ) : null}
      {pages > 1 && status === 'ready' ? (
        <nav aria-label="Note pages" className={cn('flex items-center justify-between gap-3', whenCollapsed)}>
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <span className="text-sm text-muted tabular-nums">
            Page {page} of {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
      <ProofViewer
        open={viewerOpen}
        item={viewed}
        position={viewing}
        total={total}
        onStep={step}
        onClose={() => setViewerOpen(false)}
        onCloseAutoFocus={returnFocus}
      />
    </div>
  );
}
