import { formatCount } from './number-format';

/** Money is integer cents everywhere; decimal strings like "1745.00" are made only at the API edge. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Parses "12.5", "12.50" or "12" into cents; returns null for anything else. */
export function decimalToCents(value: string): number | null {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!m) return null;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '0').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

/** "1,745.00" — grouped, without a currency sign, as the calculator shows it. */
export function formatAmount(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  const amount = `${formatCount(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 && abs > 0 ? `-${amount}` : amount;
}

/** "$1,745.00" */
export function formatUSD(cents: number): string {
  return `$${formatAmount(cents)}`;
}
