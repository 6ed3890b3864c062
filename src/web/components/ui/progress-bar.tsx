import { cn } from '../../lib/cn';

/**
 * A thin bar of `done` out of `total`, named `label` and read out as `text`; an empty total shows an empty bar.
 * `animated` eases the bar's growth (for progress that polls in).
 */
export function ProgressBar({
  label,
  done,
  total,
  text,
  animated = false,
}: {
  label: string;
  done: number;
  total: number;
  text: string;
  animated?: boolean;
}) {
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total || 1}
      aria-valuenow={done}
      aria-valuetext={text}
      className="h-2 overflow-hidden rounded-full bg-ink-50"
    >
      <div
        className={cn('h-full rounded-full bg-accent-700', animated && 'transition-[width]')}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
