import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { Controller, type DefaultValues, useForm } from 'react-hook-form';
import {
  INQUIRY_TYPES,
  type TContactMessage,
  type TContactMessageInput,
  ZContactMessageSchema,
} from '../../../shared/contact-message';
import { isKeyOf } from '../../../shared/guards';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { InquirySelect } from './inquiry-select';

function emptyContactForm(inquiryType: string | null): DefaultValues<TContactMessageInput> {
  const preset = inquiryType && isKeyOf(INQUIRY_TYPES, inquiryType) ? inquiryType : undefined;
  return {
    name: '',
    email: '',
    phone: '',
    company: '',
    subject: '',
    message: '',
    website: '',
    // Empty until chosen, so the form can ask for it; '?inquiry=pricing' preselects Pricing & Plans.
    inquiryType: preset,
  };
}

export function ContactForm({
  inquiry,
  pending,
  onSubmit,
}: {
  /** `?inquiry=` of the page: preselects that inquiry type when it is one of the six. */
  inquiry: string | null;
  pending: boolean;
  onSubmit: (message: TContactMessageInput) => void;
}) {
  const honeypotId = useId();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<TContactMessageInput, unknown, TContactMessage>({
    resolver: zodResolver(ZContactMessageSchema),
    defaultValues: emptyContactForm(inquiry),
  });

  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values))} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Full Name" required error={errors.name}>
          {(control) => <Input autoComplete="name" {...control} {...register('name')} />}
        </Field>
        <Field label="Email Address" required error={errors.email}>
          {(control) => <Input type="email" autoComplete="email" {...control} {...register('email')} />}
        </Field>
        <Field label="Phone Number" error={errors.phone}>
          {(control) => <Input type="tel" autoComplete="tel" {...control} {...register('phone')} />}
        </Field>
        <Field label="Company" error={errors.company}>
          {(control) => <Input autoComplete="organization" {...control} {...register('company')} />}
        </Field>
      </div>
      <Field label="Inquiry Type" required error={errors.inquiryType}>
        {(fieldControl) => (
          <Controller
            control={control}
            name="inquiryType"
            render={({ field }) => (
              <InquirySelect
                id={fieldControl.id}
                ref={field.ref}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                invalid={Boolean(fieldControl['aria-invalid'])}
                describedBy={fieldControl['aria-describedby']}
              />
            )}
          />
        )}
      </Field>
      <Field label="Subject" required error={errors.subject}>
        {(control) => <Input {...control} {...register('subject')} />}
      </Field>
      <Field label="Message" required error={errors.message}>
        {(control) => (
          <Textarea
            rows={5}
            placeholder="Tell us about your campaign: audience, number of notes, timing..."
            {...control}
            {...register('message')}
          />
        )}
      </Field>
      {/* Honeypot: invisible to people and skipped by keyboards and screen readers; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor={honeypotId}>Leave this field empty</label>
        <input id={honeypotId} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:justify-self-start">
        {pending ? (
          <>
            <Spinner label={null} className="size-4" />
            Sending...
          </>
        ) : (
          <>
            <Send aria-hidden="true" />
            Send Message
          </>
        )}
      </Button>
    </form>
  );
}
