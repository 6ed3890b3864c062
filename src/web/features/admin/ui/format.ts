import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { HANDWRITING_STYLE_INFO, normalizeHandwritingStyle } from '../../../../shared/handwriting/styles';

/** "Nov 21, 2026" from an ISO timestamp; the raw text when it does not parse. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  try {
    return format(parseISO(iso), 'MMM d, yyyy');
  } catch {
    return iso;
  }
}

/** "$1,745.00" from the API's decimal string ("1745.00"). */
export function formatMoney(decimal: string | number | null | undefined): string {
  if (decimal === null || decimal === undefined || decimal === '') return '—';
  const n = typeof decimal === 'number' ? decimal : Number(decimal);
  if (!Number.isFinite(n)) return String(decimal);
  return n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

export function styleName(style: string | null | undefined): string {
  if (!style) return '—';
  const id = normalizeHandwritingStyle(style);
  return id ? HANDWRITING_STYLE_INFO[id].name : style;
}
