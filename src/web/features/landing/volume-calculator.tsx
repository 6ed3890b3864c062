import { Calculator } from 'lucide-react';
import { useId, useState } from 'react';
import { decimalToCents, formatAmount } from '../../../shared/money';
import { formatCount } from '../../../shared/number-format';
import { Skeleton } from '../../components/ui/skeleton';
import { CheckoutTierTable } from './checkout-tier-table';
import { CALCULATOR, useVolumeQuote } from './use-volume-quote';

const money = (decimal: string) => `$${formatAmount(decimalToCents(decimal) ?? 0)}`;

export function VolumeCalculator() {
  const [count, setCount] = useState<number>(CALCULATOR.initial);
  // Pending (the debounce, then the request): the figures give way to the skeleton, so a new count is never
  // shown beside the old total and savings.
  const { quote, answeredFor, pending } = useVolumeQuote(count);
  const labelId = useId();
  const savingsCents = decimalToCents(quote.savings) ?? 0;
  const fill = ((count - CALCULATOR.min) / (CALCULATOR.max - CALCULATOR.min)) * 100;

  return (
    <div className="mx-auto mt-12 max-w-5xl rounded-2xl border border-line bg-white p-6 shadow-card sm:p-8">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg bg-accent-100 text-accent-800">
          <Calculator aria-hidden="true" className="size-5" />
        </span>
        <h3 className="text-xl font-semibold text-ink-950">Volume Discount Calculator</h3>
      </div>
      <div className="mt-8 grid items-center gap-8 md:grid-cols-[1.3fr_1fr]">
        <div>
          <p id={labelId} className="text-base font-medium text-ink-950">
            Number of Notes: {formatCount(count)}
          </p>
          <div className="mt-6 flex h-6 items-center">
            <input
              type="range"
              aria-labelledby={labelId}
              className="qp-range w-full"
              style={{ '--qp-fill': `${fill}%` }}
              value={count}
              min={CALCULATOR.min}
              max={CALCULATOR.max}
              step={CALCULATOR.step}
              onChange={(event) => setCount(Number(event.target.value))}
            />
          </div>
          <div aria-hidden="true" className="mt-3 flex justify-between text-sm text-muted">
            <span>{formatCount(CALCULATOR.min)}</span>
            <span>{formatCount(CALCULATOR.max)}+</span>
          </div>
        </div>
        <div aria-live="polite" aria-busy={pending} className="rounded-xl bg-paper p-6 ring-1 ring-line">
          {pending ? (
            <div className="grid gap-3" data-testid="calculator-loading">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-9 w-40" />
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-4 w-44" />
              <span className="sr-only">Calculating price</span>
            </div>
          ) : (
            <dl className="grid gap-1">
              <dt className="text-sm font-medium text-muted">Total Cost</dt>
              <dd className="text-4xl font-bold tracking-tight text-ink-950" data-testid="calculator-total">
                {money(quote.total)}
              </dd>
              <dt className="sr-only">Price per note</dt>
              <dd
                className="text-sm text-ink-900"
                data-testid="calculator-per-note"
                data-per-note-cents={decimalToCents(quote.pricePerNote) ?? 0}
                data-notes={answeredFor ?? undefined}
              >
                {money(quote.pricePerNote)} per note
              </dd>
              {savingsCents > 0 ? (
                <>
                  <dt className="sr-only">Savings</dt>
                  <dd
                    className="mt-1 text-sm font-semibold text-emerald-800"
                    data-testid="calculator-savings"
                  >
                    You save {money(quote.savings)} vs. standard pricing
                  </dd>
                </>
              ) : null}
            </dl>
          )}
        </div>
      </div>
      <div className="mt-8 border-t border-line pt-6">
        <CheckoutTierTable count={count} />
      </div>
    </div>
  );
}
