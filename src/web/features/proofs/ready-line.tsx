import { cn } from '../../lib/cn';

/** "28 notes ready · 2 need attention" */
function readyLineText(total: number, needsAttention: number): string {
  const ready = total - needsAttention;
  return `${ready.toLocaleString('en-US')} ${ready === 1 ? 'note' : 'notes'} ready · ${needsAttention.toLocaleString('en-US')} ${needsAttention === 1 ? 'needs' : 'need'} attention`;
}

export function ReadyLine({
  total,
  needsAttention,
  className,
}: {
  total: number;
  needsAttention: number;
  className?: string;
}) {
  return (
    <p className={cn('text-sm font-medium text-ink-900 tabular-nums', className)} data-testid="notes-ready">
      {readyLineText(total, needsAttention)}
    </p>
  );
}
