import * as Select from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import type { Ref } from 'react';
import { INQUIRY_TYPES, type InquiryType } from '../../../shared/contact-message';
import { fieldClasses } from '../../components/ui/input';
import { cn } from '../../lib/cn';

const OPTIONS = Object.entries(INQUIRY_TYPES) as [InquiryType, string][];

export function InquirySelect({
  id,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  ref,
}: {
  id: string;
  value: string;
  onChange: (value: InquiryType) => void;
  onBlur: () => void;
  invalid: boolean;
  describedBy?: string;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <Select.Root value={value} onValueChange={(v) => onChange(v as InquiryType)}>
      <Select.Trigger
        ref={ref}
        id={id}
        onBlur={onBlur}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-required="true"
        className={cn(
          fieldClasses,
          'flex h-11 items-center justify-between text-left data-[placeholder]:text-subtle',
        )}
      >
        {/* The label is given, not left to Radix to copy from the closed list: the server's render shows it too. */}
        <Select.Value placeholder="Select an inquiry type">
          {Object.hasOwn(INQUIRY_TYPES, value) ? INQUIRY_TYPES[value as InquiryType] : undefined}
        </Select.Value>
        <Select.Icon>
          <ChevronDown aria-hidden="true" className="size-4 text-muted" />
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content
          position="popper"
          sideOffset={6}
          className="qp-menu-panel z-50 max-h-[var(--radix-select-content-available-height)] w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl border border-line bg-white p-1 shadow-lift"
        >
          <Select.Viewport>
            {OPTIONS.map(([optionValue, label]) => (
              <Select.Item
                key={optionValue}
                value={optionValue}
                className="relative flex h-10 cursor-pointer items-center rounded-lg pr-3 pl-9 text-sm text-ink-950 outline-none select-none data-[highlighted]:bg-sand"
              >
                <Select.ItemIndicator className="absolute left-3">
                  <Check aria-hidden="true" className="size-4 text-accent-700" />
                </Select.ItemIndicator>
                <Select.ItemText>{label}</Select.ItemText>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
