import { StepButtons } from '../../../components/ui/step-buttons';

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

/** "Showing 26–50 of 1,234" with Previous and Next. */
export function PageControls({ noun, page, pageSize, total, shown, onPageChange }: PageControlsProps) {
  const first = (page - 1) * pageSize + 1;
  const last = (page - 1) * pageSize + shown;
  const pages = Math.max(1, Math.ceil(total / pageSize));
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
      <StepButtons
        className="flex items-center gap-2"
        size="sm"
        hasPrevious={page > 1}
        hasNext={page < pages}
        onPrevious={() => onPageChange(page - 1)}
        onNext={() => onPageChange(page + 1)}
      >
        <span className="px-1 text-sm whitespace-nowrap text-muted tabular-nums">
          Page {count(page)} of {count(pages)}
        </span>
      </StepButtons>
    </nav>
  );
}
