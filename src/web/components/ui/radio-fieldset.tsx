import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

export interface RadioFieldsetProps<Values extends FieldValues> {
  legend: string;
  /** The react-hook-form field the choice is kept in. */
  control: Control<Values, unknown, FieldValues>;
  name: FieldPath<Values>;
  /** Each choice as [value, label]. */
  options: readonly (readonly [string, string])[];
}

/** One choice of a few, as native radio buttons (arrow keys move between them) under a legend. */
export function RadioFieldset<Values extends FieldValues>({
  legend,
  control,
  name,
  options,
}: RadioFieldsetProps<Values>) {
  const group = useId();
  const { field } = useController({ control, name });
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-ink-900">{legend}</legend>
      {options.map(([option, label]) => (
        <label key={option} className="flex items-start gap-2 text-sm text-ink-900">
          <input
            type="radio"
            name={group}
            value={option}
            checked={field.value === option}
            onChange={() => field.onChange(option)}
            className="mt-0.5 size-4 shrink-0 accent-ink-800"
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
