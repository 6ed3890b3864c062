/**
 * Whole numbers as en-US writes them: 12345 → "12,345". Written out rather than through Intl because a phone's
 * first Intl number format spends ~80 ms setting up ICU, on the landing page's critical path (issue 28).
 */
export function formatCount(n: number): string {
  const digits = String(Math.abs(Math.round(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 && digits !== '0' ? `-${digits}` : digits;
}
