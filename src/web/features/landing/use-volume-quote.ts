import { useEffect, useState } from 'react';
import { calculatePricing } from '../../../shared/contracts/pricing/calculate-pricing';
import type { TPricingResult } from '../../../shared/pricing';
import { call } from '../../lib/call';

/** Calculator settings (public-site.md §5, §9). */
export const CALCULATOR = { min: 25, max: 5000, step: 25, initial: 500, debounceMs: 500 } as const;

/** Shown before the first answer arrives (§4). */
const PLACEHOLDER_QUOTE: TPricingResult = {
  total: '1745.00',
  pricePerNote: '3.49',
  savings: '520.00',
};
/** Shown after a failed request (§8): zeros, no message. */
const FAILED_QUOTE: TPricingResult = { total: '0.00', pricePerNote: '0.00', savings: '0.00' };

/**
 * The price of `noteCount` notes from POST /api/calculate-pricing, and the count that price is for (null
 * after a failure, whose zeros are no price). The count the visitor settles on is
 * requested once, `debounceMs` after the last change; the initial count is requested at once.
 * `pending`: the quote is not (yet) for `noteCount` (the debounce, then the request): the page shows the
 * pending state then, never the new count beside the old total.
 */
export function useVolumeQuote(noteCount: number): {
  quote: TPricingResult;
  answeredFor: number | null;
  loading: boolean;
  pending: boolean;
} {
  const [requested, setRequested] = useState(noteCount);
  const [quote, setQuote] = useState<TPricingResult>(PLACEHOLDER_QUOTE);
  const [answeredFor, setAnsweredFor] = useState<number | null>(CALCULATOR.initial);
  // The count the shown figures (a price, or the failure's zeros) were settled for.
  const [settledFor, setSettledFor] = useState<number>(noteCount);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (noteCount === requested) return;
    const timer = setTimeout(() => setRequested(noteCount), CALCULATOR.debounceMs);
    return () => clearTimeout(timer);
  }, [noteCount, requested]);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    call(calculatePricing, { body: { noteCount: requested } }, { signal: controller.signal })
      .then((result) => {
        setQuote(result);
        setAnsweredFor(requested);
        setSettledFor(requested);
        setLoading(false);
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Volume pricing failed', err);
        setQuote(FAILED_QUOTE);
        setAnsweredFor(null);
        setSettledFor(requested);
        setLoading(false);
      });
    return () => controller.abort();
  }, [requested]);

  return { quote, answeredFor, loading, pending: loading || settledFor !== noteCount };
}
