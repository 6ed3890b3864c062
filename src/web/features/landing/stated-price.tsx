import { formatUSD } from '../../../shared/money';

/**
 * A per-note price the page states. `notes` is a self-serve volume it applies to (checkout charges exactly
 * this there); without it the price is agreed through sales. The landing e2e test checks every one of them
 * against the calculator.
 */
export function StatedPrice({
  cents,
  notes,
  className,
}: {
  cents: number;
  notes?: number;
  className?: string;
}) {
  return (
    <span data-per-note-cents={cents} data-notes={notes} className={className}>
      {formatUSD(cents)}
    </span>
  );
}
