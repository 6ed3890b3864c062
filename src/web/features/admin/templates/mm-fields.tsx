import type { ReactNode } from 'react';
import { Field, type FieldControlProps } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

/** The kit's Field, small: a short label over a control in the template editor's dense grids. */
export function SmallField({
  label,
  short,
  children,
}: {
  label: string;
  /** Shown in place of the label, which screen readers still read in full. */
  short?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  return (
    <Field
      className="gap-1"
      labelClassName="text-xs"
      label={
        short ? (
          <>
            <span aria-hidden="true">{short}</span>
            <span className="sr-only">{label}</span>
          </>
        ) : (
          label
        )
      }
    >
      {children}
    </Field>
  );
}

/** A measure in millimetres. An emptied field is NaN until typed again: the shared schema refuses it. */
export function MmNumberField({
  label,
  short,
  value,
  step = 1,
  invalid,
  onChange,
}: {
  label: string;
  short?: string;
  value: number;
  step?: number;
  invalid?: boolean;
  onChange: (value: number) => void;
}) {
  return (
    <SmallField label={label} short={short}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="decimal"
          min={0}
          step={step}
          value={Number.isFinite(value) ? value : ''}
          aria-invalid={invalid ? true : undefined}
          onChange={(e) => onChange(e.target.value === '' ? Number.NaN : e.target.valueAsNumber)}
        />
      )}
    </SmallField>
  );
}
