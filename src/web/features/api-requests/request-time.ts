const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "just now", "3 minutes ago", "yesterday": how long before `now` the request was answered. */
export function relativeTime(iso: string, now: Date, locale?: string): string {
  const seconds = Math.round((now.getTime() - new Date(iso).getTime()) / 1000);
  if (seconds < 45) return 'just now';
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.round(seconds / size), unit);
  }
  return format.format(-1, 'minute');
}

/** The exact time, to the second, in the reader's locale and time zone. */
export function exactTime(iso: string, locale?: string): string {
  return new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'medium' });
}
