import type { FormEvent, ReactNode } from 'react';
import { errorMessage } from '../../lib/api';
import { Button } from './button';
import { FieldMessage } from './label';
import { Spinner } from './spinner';

export interface FormCardProps {
  /** Usually react-hook-form's `handleSubmit(…)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  /** The form's request: while it runs the button spins and cannot be pressed again; its failure is announced. */
  mutation: { isPending: boolean; error: unknown };
  /** What is said when the failure carries no message of its own. */
  failure: string;
  /** False while the fields cannot make a valid request (nothing chosen). */
  canSubmit?: boolean;
  children: ReactNode;
}

/** A small form on a white card: its fields, the last attempt's error and a submit button. */
export function FormCard({
  onSubmit,
  submitLabel,
  mutation,
  failure,
  canSubmit = true,
  children,
}: FormCardProps) {
  const pending = mutation.isPending;
  const error = mutation.error ? errorMessage(mutation.error, failure) : null;
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
