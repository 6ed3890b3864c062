import type { LabelHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export type LabelProps = LabelHTMLAttributes<HTMLLabelElement> & {
  /** Appends a red asterisk (hidden from screen readers; mark the input `required` as well). */
  required?: boolean;
};

export function Label({ className, children, required, ...props }: LabelProps) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or nest the control
    <label className={cn('text-sm font-medium leading-none text-ink-900', className)} {...props}>
      {children}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      ) : null}
    </label>
  );
}

/** A validation or hint message under a field; give it an id and point aria-describedby at it. */
export function FieldMessage({
  className,
  tone = 'error',
  ...props
}: React.HTMLAttributes<HTMLParagraphElement> & { tone?: 'error' | 'hint' }) {
  return (
    <p className={cn('text-sm', tone === 'error' ? 'text-red-700' : 'text-muted', className)} {...props} />
  );
}
