import type { Ref } from 'react';
import { INQUIRY_TYPES, type InquiryType, ZContactMessageSchema } from '../../../shared/contact-message';
import { Select } from '../../components/ui/select';

const OPTIONS = ZContactMessageSchema.shape.inquiryType.options.map((type) => ({
  value: type,
  label: INQUIRY_TYPES[type],
}));

/** The contact form's inquiry type; '' until the visitor picks one (the placeholder shows). */
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
  value: InquiryType | '';
  onChange: (value: InquiryType) => void;
  onBlur: () => void;
  invalid: boolean;
  describedBy?: string;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <Select<InquiryType | ''>
      ref={ref}
      id={id}
      value={value}
      onValueChange={(chosen) => {
        if (chosen) onChange(chosen);
      }}
      onBlur={onBlur}
      options={OPTIONS}
      placeholder="Select an inquiry type"
      invalid={invalid}
      required
      describedBy={describedBy}
    />
  );
}
