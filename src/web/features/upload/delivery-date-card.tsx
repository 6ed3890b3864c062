import { format, parseISO } from 'date-fns';
import { CalendarCheck, Zap } from 'lucide-react';
import { useId, useState } from 'react';
import { isDeliveryDateAllowed } from '../../../shared/delivery-date';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { FieldMessage, Label } from '../../components/ui/label';
import { SectionCard } from '../draft/ordering-header';

function longDate(day: string): string {
  return format(parseISO(day), 'EEEE, MMMM d, yyyy');
}

/** Delivery date: at least 7 days ahead; 'As Soon As Possible' picks exactly that (public-site.md §5, §9). */
export function DeliveryDateCard({
  value,
  earliest,
  onChange,
}: {
  value: string | null;
  earliest: string;
  onChange: (date: string | null) => void;
}) {
  const inputId = useId();
  const [typed, setTyped] = useState(value ?? '');
  const tooEarly = typed !== '' && !isDeliveryDateAllowed(typed, new Date());

  const choose = (day: string) => {
    setTyped(day);
    onChange(day !== '' && isDeliveryDateAllowed(day, new Date()) ? day : null);
  };

  return (
    <SectionCard
      labelledBy="delivery-date-title"
      title="Delivery Date"
      description="When should your notes arrive? We write and mail them 3-5 business days before."
    >
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
        <div className="flex flex-col gap-2">
          <Label htmlFor={inputId}>Delivery date</Label>
          <Input
            id={inputId}
            type="date"
            min={earliest}
            value={typed}
            aria-invalid={tooEarly || undefined}
            aria-describedby={`${inputId}-hint`}
            onChange={(e) => choose(e.target.value)}
          />
          {tooEarly ? (
            <FieldMessage id={`${inputId}-hint`}>Choose {longDate(earliest)} or later.</FieldMessage>
          ) : (
            <FieldMessage id={`${inputId}-hint`} tone="hint">
              Earliest: {longDate(earliest)}.
            </FieldMessage>
          )}
        </div>
        {value ? (
          <p
            className="flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
            role="status"
          >
            <CalendarCheck aria-hidden="true" className="size-4 shrink-0" />
            Arrives by {longDate(value)}
          </p>
        ) : null}
      </div>
    </SectionCard>
  );
}
