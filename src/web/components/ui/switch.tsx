import { useId } from 'react';
import { cn } from '../../lib/cn';

export interface SwitchFieldProps {
  label: string;
  /** Read after the label by screen readers only, when several switches share a label (e.g. a name). */
  srContext?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  description?: string;
  disabled?: boolean;
  className?: string;
}

/** An on/off switch (role="switch", Space/Enter toggle) with its visible label. */
export function SwitchField({
  label,
  srContext,
  checked,
  onCheckedChange,
  description,
  disabled,
  className,
}: SwitchFieldProps) {
  const id = useId();
  return (
    <div className={cn('flex items-start justify-between gap-3', className)}>
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium text-ink-900">
          {label}
          {srContext ? <span className="sr-only"> ({srContext})</span> : null}
        </label>
        {description ? (
          <p id={`${id}-hint`} className="text-xs text-muted">
            {description}
          </p>
        ) : null}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={description ? `${id}-hint` : undefined}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:opacity-50',
          checked ? 'bg-ink-800' : 'bg-line-strong',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-5.5' : 'translate-x-0.5',
          )}
        />
      </button>
    </div>
  );
}
