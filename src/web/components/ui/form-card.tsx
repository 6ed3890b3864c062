import type { FormEvent, ReactNode } from 'react';
import { Button } from './button';
import { FieldMessage } from './label';
import { Spinner } from './spinner';

export interface FormCardProps {
  /** Usually react-hook-form's `handleSubmit(…)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  /** The request is running: the button spins and cannot be pressed again. */
  pending: boolean;
  /** False while the fields cannot make a valid request (nothing chosen). */
  canSubmit?: boolean;
  /** Why the last attempt failed, announced. */
  error: string | null;
  children: ReactNode;
}

/** A small form on a white card: its fields, the last attempt's error and a submit button. */
export function FormCard({
  onSubmit,
  submitLabel,
  pending,
  canSubmit = true,
  error,
  children,
}: FormCardProps) {
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 rounded-2xl border border-line bg-white p-5">
      {children}
      {error ? <FieldMessage role="alert">{error}</FieldMessage> : null}
      <Button type="submit" className="justify-self-start" disabled={pending || !canSubmit}>
        {pending ? <Spinner label={null} /> : null}
        {submitLabel}
      </Button>
    </form>
  );
}
