import { decimalToCents, formatUSD } from '../../../../shared/money';
import { MANUAL_ORDER_TIERS, pricePerNoteCents } from '../../../../shared/pricing';
import { Card } from '../../../components/ui/card';

/** The live price: the admin table (back-office.md §9) or the custom total. */
export function PriceSummary({
  noteCount,
  customTotal,
  recipients,
}: {
  noteCount: number;
  /** The override as typed, or null when the override is off. */
  customTotal: string | null;
  /** Valid recipients in the checked contacts CSV, or null before one is checked. */
  recipients: number | null;
}) {
  const perNote = pricePerNoteCents(noteCount, MANUAL_ORDER_TIERS);
  const customCents = customTotal === null ? null : decimalToCents(customTotal);
  const total = customTotal === null ? perNote * noteCount : customCents;
  return (
    <Card className="p-5">
      <h3 className="text-sm font-semibold text-ink-950">Order summary</h3>
      <dl className="mt-3 grid gap-2 text-sm" aria-live="polite">
        <div className="flex justify-between gap-3">
          <dt className="text-muted">Notes</dt>
          <dd className="tabular-nums">{noteCount.toLocaleString('en-US')}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted">Recipients in the CSV</dt>
          <dd className="tabular-nums">{recipients === null ? '—' : recipients.toLocaleString('en-US')}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted">Price per note</dt>
          <dd className="tabular-nums">{customTotal === null ? formatUSD(perNote) : 'Custom'}</dd>
        </div>
        <div className="mt-1 flex items-baseline justify-between gap-3 border-t border-line pt-3">
          <dt className="font-semibold text-ink-950">Total</dt>
          <dd className="text-xl font-bold tabular-nums text-ink-950">
            {total !== null && total > 0 ? formatUSD(total) : '—'}
          </dd>
        </div>
      </dl>
      {recipients !== null && recipients !== noteCount ? (
        <p className="mt-3 text-xs font-medium text-amber-800">
          The notes and the recipients differ: use the CSV's count or fix the file before sending.
        </p>
      ) : null}
    </Card>
  );
}
