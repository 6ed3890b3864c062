import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import { FieldMessage, Label } from './label';

/** What a control needs to belong to its label, hint and error: spread it onto the input, textarea or Select. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

/** An error as react-hook-form keeps it, or a message of one's own. */
type FieldErrorLike = string | { message?: string } | null | undefined;

export interface FieldProps {
  label: ReactNode;
  /** A hint under the control, always read with it. */
  description?: ReactNode;
  /** Shown under the control and read with it; marks the control invalid. */
  error?: FieldErrorLike;
  /** Red asterisk on the label and `required` on the control. */
  required?: boolean;
  /** The control's id (one is made when left out). */
  id?: string;
  className?: string;
  labelClassName?: string;
  /** Things between the label and the control (e.g. insert buttons). */
  extra?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

function errorText(error: FieldErrorLike): string | undefined {
  if (!error) return undefined;
  return typeof error === 'string' ? error : error.message || undefined;
}

/**
 * A label, its control, a hint and an error message, wired together: the control gets the id the label points
 * at, `aria-describedby` naming the hint and the error, `aria-invalid` while there is an error, and `required`.
 */
export function Field({
  label,
  description,
  error,
  required,
  id: givenId,
  className,
  labelClassName,
  extra,
  children,
}: FieldProps) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const message = errorText(error);
  const hintId = description ? `${id}-hint` : undefined;
  const errorId = message ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid min-w-0 content-start gap-2', className)}>
      <Label htmlFor={id} required={required} className={labelClassName}>
        {label}
      </Label>
      {extra}
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': message ? true : undefined,
        required: required || undefined,
      })}
      {description ? (
        <FieldMessage id={hintId} tone="hint">
          {description}
        </FieldMessage>
      ) : null}
      {message ? <FieldMessage id={errorId}>{message}</FieldMessage> : null}
    </div>
  );
}
