import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { Controller, type DefaultValues, type FieldError, useForm } from 'react-hook-form';
import {
  INQUIRY_TYPES,
  type TContactMessage,
  type TContactMessageInput,
  ZContactMessageSchema,
} from '../../../shared/contact-message';
import { isKeyOf } from '../../../shared/guards';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { FieldMessage, Label } from '../../components/ui/label';
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

function fieldProps(id: string, error: FieldError | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
}

function ErrorText({ id, error }: { id: string; error: FieldError | undefined }) {
  return error?.message ? <FieldMessage id={`${id}-error`}>{error.message}</FieldMessage> : null;
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
  const uid = useId();
  const ids = {
    name: `${uid}-name`,
    email: `${uid}-email`,
    phone: `${uid}-phone`,
    company: `${uid}-company`,
    inquiryType: `${uid}-inquiry`,
    subject: `${uid}-subject`,
    message: `${uid}-message`,
    website: `${uid}-website`,
  };
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
        <div className="grid gap-2">
          <Label htmlFor={ids.name} required>
            Full Name
          </Label>
          <Input autoComplete="name" required {...fieldProps(ids.name, errors.name)} {...register('name')} />
          <ErrorText id={ids.name} error={errors.name} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.email} required>
            Email Address
          </Label>
          <Input
            type="email"
            autoComplete="email"
            required
            {...fieldProps(ids.email, errors.email)}
            {...register('email')}
          />
          <ErrorText id={ids.email} error={errors.email} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.phone}>Phone Number</Label>
          <Input
            type="tel"
            autoComplete="tel"
            {...fieldProps(ids.phone, errors.phone)}
            {...register('phone')}
          />
          <ErrorText id={ids.phone} error={errors.phone} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.company}>Company</Label>
          <Input
            autoComplete="organization"
            {...fieldProps(ids.company, errors.company)}
            {...register('company')}
          />
          <ErrorText id={ids.company} error={errors.company} />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.inquiryType} required>
          Inquiry Type
        </Label>
        <Controller
          control={control}
          name="inquiryType"
          render={({ field, fieldState }) => (
            <InquirySelect
              id={ids.inquiryType}
              ref={field.ref}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={Boolean(fieldState.error)}
              describedBy={fieldState.error ? `${ids.inquiryType}-error` : undefined}
            />
          )}
        />
        <ErrorText id={ids.inquiryType} error={errors.inquiryType} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.subject} required>
          Subject
        </Label>
        <Input required {...fieldProps(ids.subject, errors.subject)} {...register('subject')} />
        <ErrorText id={ids.subject} error={errors.subject} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.message} required>
          Message
        </Label>
        <Textarea
          rows={5}
          required
          placeholder="Tell us about your campaign: audience, number of notes, timing..."
          {...fieldProps(ids.message, errors.message)}
          {...register('message')}
        />
        <ErrorText id={ids.message} error={errors.message} />
      </div>
      {/* Honeypot: invisible to people and skipped by keyboards and screen readers; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor={ids.website}>Leave this field empty</label>
        <input id={ids.website} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
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
