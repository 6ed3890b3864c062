import { useId } from 'react';

export interface RadioFieldsetProps<T extends string> {
  legend: string;
  value: T;
  /** Each choice as [value, label]. */
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
}

/** One choice of a few, as native radio buttons (arrow keys move between them) under a legend. */
export function RadioFieldset<T extends string>({ legend, value, options, onChange }: RadioFieldsetProps<T>) {
  const name = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-ink-900">{legend}</legend>
      {options.map(([option, label]) => (
        <label key={option} className="flex items-start gap-2 text-sm text-ink-900">
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            className="mt-0.5 size-4 shrink-0 accent-ink-800"
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
