import type { FormEvent, ReactNode } from 'react';
import { Button } from './button';
import { FieldMessage } from './label';
import { Spinner } from './spinner';

export interface FormCardProps {
  onSubmit: () => void;
  submitLabel: string;
  /** The request is running: the button spins and cannot be pressed again. */
  pending: boolean;
  /** False while the fields cannot make a valid request (nothing chosen). */
  canSubmit?: boolean;
  /** The last attempt's error, announced; the field at fault points at `errorId` with aria-describedby. */
  error: string | null;
  errorId: string;
  children: ReactNode;
}

/** A small form on a white card: its fields, the last attempt's error and a submit button. */
export function FormCard({
  onSubmit,
  submitLabel,
  pending,
  canSubmit = true,
  error,
  errorId,
  children,
}: FormCardProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} className="grid gap-4 rounded-2xl border border-line bg-white p-5">
      {children}
      {error ? (
        <FieldMessage id={errorId} role="alert">
          {error}
        </FieldMessage>
      ) : null}
      <Button type="submit" className="justify-self-start" disabled={pending || !canSubmit}>
        {pending ? <Spinner label={null} /> : null}
        {submitLabel}
      </Button>
    </form>
  );
}
