import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import type { Ref } from 'react';
import { cn } from '../../lib/cn';
import { fieldClasses } from './input';

interface SelectOption<T extends string> {
  value: T;
  label: string;
}

/** `T` is the options' value type: a choice is handed on only when it is one of them. */
export interface SelectProps<T extends string> {
  value: T;
  onValueChange: (value: T) => void;
  options: readonly SelectOption<T>[];
  /** Accessible name when no <Label htmlFor> points at `id`. */
  'aria-label'?: string;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
  className?: string;
  /** For a form library: focus on error, and "touched" on blur. */
  ref?: Ref<HTMLButtonElement>;
  onBlur?: () => void;
  invalid?: boolean;
  required?: boolean;
  describedBy?: string;
  /** As a `Field` hands them to its control. */
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** A Radix Select styled like the other fields (keyboard, typeahead and screen readers come with it). */
export function Select<T extends string>({
  value,
  onValueChange,
  options,
  id,
  placeholder,
  disabled,
  size = 'md',
  className,
  ref,
  onBlur,
  invalid,
  required,
  describedBy,
  ...aria
}: SelectProps<T>) {
  const isInvalid = invalid || aria['aria-invalid'];
  const choose = (chosen: string) => {
    const option = options.find((o) => o.value === chosen);
    if (option) onValueChange(option.value);
  };
  return (
    <SelectPrimitive.Root value={value} onValueChange={choose} disabled={disabled}>
      <SelectPrimitive.Trigger
        ref={ref}
        id={id}
        onBlur={onBlur}
        aria-label={aria['aria-label']}
        aria-invalid={isInvalid || undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy ?? aria['aria-describedby']}
        className={cn(
          fieldClasses,
          'inline-flex items-center justify-between gap-2 text-left data-[placeholder]:text-subtle',
          size === 'sm' ? 'h-9 px-3 sm:text-sm' : 'h-11',
          className,
        )}
      >
        {/* The label is given, not left to Radix to copy from the closed list: a server render shows it too. */}
        <SelectPrimitive.Value placeholder={placeholder}>
          {options.find((o) => o.value === value)?.label}
        </SelectPrimitive.Value>
        <SelectPrimitive.Icon>
          <ChevronDown aria-hidden="true" className="size-4 text-muted" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className="z-[60] max-h-[min(22rem,var(--radix-select-content-available-height))] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-line bg-white shadow-lift"
        >
          <SelectPrimitive.Viewport className="p-1">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                className="relative flex cursor-pointer items-center rounded-md py-2 pr-3 pl-8 text-sm text-ink-900 outline-none select-none data-[disabled]:opacity-50 data-[highlighted]:bg-ink-50 data-[highlighted]:text-ink-950"
              >
                <SelectPrimitive.ItemIndicator className="absolute left-2 inline-flex">
                  <Check aria-hidden="true" className="size-4 text-ink-800" />
                </SelectPrimitive.ItemIndicator>
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
