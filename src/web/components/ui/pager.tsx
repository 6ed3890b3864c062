import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

/**
 * "Page 2 of 5" between a previous and a next button, in a navigation landmark named `label`; nothing when
 * everything fits on one page. The buttons' words can say which way the list runs (Newer, Older).
 */
export function Pager({
  label,
  page,
  pages,
  onPage,
  previous = 'Previous',
  next = 'Next',
}: {
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  previous?: string;
  next?: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        {previous}
      </Button>
      <span className="text-sm text-muted" aria-live="polite">
        Page {page} of {pages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {next}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
