import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';

export const fieldClasses =
  'w-full rounded-lg border border-line-strong bg-white px-3.5 text-base text-ink-950 shadow-xs transition-colors placeholder:text-subtle hover:border-ink-300 focus-visible:border-ink-600 disabled:cursor-not-allowed disabled:bg-sand disabled:opacity-70 aria-invalid:border-red-700 sm:text-sm';

export type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export function Input({ className, type = 'text', ...props }: InputProps) {
  return (
    <input
      type={type}
      className={cn(
        fieldClasses,
        'h-11 file:mr-3 file:border-0 file:bg-transparent file:font-medium file:text-ink-800',
        className,
      )}
      {...props}
    />
  );
}
