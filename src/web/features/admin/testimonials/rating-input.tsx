import { Star } from 'lucide-react';
import { cn } from '../../../lib/cn';

const RATINGS = [1, 2, 3, 4, 5] as const;

/** 1–5 stars as a native radio group: Tab reaches it, arrow keys change it, screen readers say "4 stars". */
export function RatingInput({
  value,
  onChange,
  name = 'rating',
}: {
  value: number;
  onChange: (rating: number) => void;
  name?: string;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink-900">Rating</legend>
      <div className="flex items-center gap-1">
        {RATINGS.map((rating) => (
          <label
            key={rating}
            className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-[var(--qp-ring)]"
          >
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="sr-only"
            />
            <span className="sr-only">
              {rating} star{rating === 1 ? '' : 's'}
            </span>
            <Star
              aria-hidden="true"
              className={cn(
                'size-7 transition-colors',
                rating <= value ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-line-strong',
              )}
            />
          </label>
        ))}
        <span className="ml-2 text-sm text-muted" aria-hidden="true">
          {value} / 5
        </span>
      </div>
    </fieldset>
  );
}

export function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`${rating} out of 5 stars`}>
      {RATINGS.map((r) => (
        <Star
          key={r}
          aria-hidden="true"
          className={cn(
            'size-3.5',
            r <= rating ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-line-strong',
          )}
        />
      ))}
    </span>
  );
}
