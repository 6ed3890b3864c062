import { addMonths } from 'date-fns/addMonths';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { startOfMonth } from 'date-fns/startOfMonth';
import { CalendarCheck, Zap } from 'lucide-react';
import { type CSSProperties, useId, useState } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
import 'react-day-picker/style.css';
import { isBusinessDay } from '../../../shared/delivery-date';
import { arrivalPromise, earliestDateHint } from '../../../shared/delivery-promise';
import { Button } from './button';

/** How far ahead the calendar lets the customer browse. */
const MONTHS_AHEAD = 12;

// The calendar's own stylesheet sets these on its root, outside Tailwind's layers: set them inline, in the
// site's colours, with cells small enough for seven columns on a 375 px phone.
const CALENDAR_LOOK: CSSProperties = {
  '--rdp-accent-color': 'var(--color-ink-800)',
  '--rdp-accent-background-color': 'var(--color-sand)',
  '--rdp-today-color': 'var(--color-accent-700)',
  '--rdp-day-height': '2.5rem',
  '--rdp-day-width': '2.5rem',
  '--rdp-day_button-height': '2.375rem',
  '--rdp-day_button-width': '2.375rem',
  '--rdp-disabled-opacity': '0.35',
};

// The calendar works with local Date objects; the draft and the API with calendar dates (YYYY-MM-DD).
const toLocalDate = (day: string): Date => parseISO(day);
const toDay = (date: Date): string => format(date, 'yyyy-MM-dd');

export interface DeliveryDatePickerProps {
  /** The chosen date (YYYY-MM-DD), or null for As Soon As Possible. */
  value: string | null;
  /** The first date the delivery rule can keep. */
  earliest: string;
  onChange: (date: string | null) => void;
}

/**
 * The delivery date's controls: 'As Soon As Possible' (the first date the delivery rule can keep) or a later
 * business day on the calendar (public-site.md §5, §9; the rule in src/shared/delivery-date.ts). Weekends and US federal holidays cannot be picked;
 * the server checks again. Used by the upload step and by an account's Reorder.
 */
export function DeliveryDatePicker({ value, earliest, onChange }: DeliveryDatePickerProps) {
  const hintId = useId();
  const [month, setMonth] = useState(() => startOfMonth(toLocalDate(value ?? earliest)));
  const first = toLocalDate(earliest);
  const disabled: Matcher[] = [{ before: first }, (date) => !isBusinessDay(toDay(date))];

  const choose = (day: string) => {
    setMonth(startOfMonth(toLocalDate(day)));
    onChange(day);
  };

  return (
    <div className="flex flex-col gap-3">
      <Button
        variant={value === earliest ? 'primary' : 'outline'}
        onClick={() => choose(earliest)}
        aria-pressed={value === earliest}
      >
        <Zap aria-hidden="true" />
        As Soon As Possible
      </Button>
      <div className="flex items-center gap-3 text-xs text-subtle" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        or pick a date
        <span className="h-px flex-1 bg-line" />
      </div>
      <fieldset aria-describedby={hintId} className="flex min-w-0 justify-center">
        <legend className="sr-only">Delivery date</legend>
        <DayPicker
          mode="single"
          selected={value ? toLocalDate(value) : undefined}
          onSelect={(date) => onChange(date ? toDay(date) : null)}
          month={month}
          onMonthChange={setMonth}
          startMonth={startOfMonth(first)}
          endMonth={addMonths(first, MONTHS_AHEAD)}
          disabled={disabled}
          showOutsideDays={false}
          style={CALENDAR_LOOK}
        />
      </fieldset>
      <p id={hintId} className="text-sm text-muted">
        {earliestDateHint(earliest)}
      </p>
      {value ? (
        <p
          className="flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
          role="status"
        >
          <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 self-start" />
          <span>
            <strong className="font-semibold">{arrivalPromise(value).headline}</strong>
            <span className="block text-emerald-800">{arrivalPromise(value).detail}</span>
          </span>
        </p>
      ) : null}
    </div>
  );
}
