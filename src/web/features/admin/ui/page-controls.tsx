import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export interface PageControlsProps {
  /** "campaigns": names the navigation landmark. */
  noun: string;
  page: number;
  pageSize: number;
  total: number;
  /** Rows on this page. */
  shown: number;
  onPageChange: (page: number) => void;
}

const count = (n: number) => n.toLocaleString('en-US');

/**
 * "Showing 26–50 of 1,234" with Previous and Next. At either end the button stays focusable (aria-disabled),
 * so a keyboard user paging to the last page does not lose their place.
 */
export function PageControls({ noun, page, pageSize, total, shown, onPageChange }: PageControlsProps) {
  const first = (page - 1) * pageSize + 1;
  const last = (page - 1) * pageSize + shown;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const hasPrevious = page > 1;
  const hasNext = page < pages;
  return (
    <nav
      aria-label={`Pages of ${noun}`}
      className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p aria-live="polite" className="text-sm text-muted">
        {shown === 0 ? (
          `No ${noun} on this page`
        ) : (
          <>
            Showing{' '}
            <span className="font-semibold text-ink-900 tabular-nums">
              {count(first)}–{count(last)}
            </span>{' '}
            of <span className="font-semibold text-ink-900 tabular-nums">{count(total)}</span>
          </>
        )}
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-disabled={!hasPrevious}
          onClick={() => hasPrevious && onPageChange(page - 1)}
        >
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <span className="px-1 text-sm whitespace-nowrap text-muted tabular-nums">
          Page {count(page)} of {count(pages)}
        </span>
        <Button
          variant="outline"
          size="sm"
          aria-disabled={!hasNext}
          onClick={() => hasNext && onPageChange(page + 1)}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
