import type { FormEvent, ReactNode } from 'react';
import { useId } from 'react';
import { Button } from './button';
import { Dialog, DialogContent, DialogFooter, DialogHeading, DialogTrigger } from './dialog';
import { Spinner } from './spinner';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A button that opens the dialog (wrapped in DialogTrigger). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Usually react-hook-form's `handleSubmit(…)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: ReactNode;
  /** Shown on the submit button while `pending` (default: the submit label with a spinner). */
  pendingLabel?: ReactNode;
  /** The request runs: the button spins, nothing can be pressed twice, the dialog stays open. */
  pending?: boolean;
  /** False while the fields cannot make a request (the submit button is disabled). */
  canSubmit?: boolean;
  /** Why the last attempt failed, announced in the dialog (toasts sit outside a modal dialog). */
  error?: string | null;
  cancelLabel?: string;
  destructive?: boolean;
  /**
   * A confirmation ("are you sure?"): announced as an alert dialog, no corner close button, and focus starts on
   * Cancel, the safe choice.
   */
  alert?: boolean;
  /** Classes of the dialog box, e.g. its width (default: the kit's, narrower for an alert). */
  className?: string;
  /** Shown above the form, outside it (e.g. the list the form adds to). */
  beforeForm?: ReactNode;
  /** Replaces the form and its footer (e.g. a result to read after saving). */
  replaceForm?: ReactNode;
  /** The fields; none for a plain confirmation. */
  children?: ReactNode;
}

/**
 * The shell of every form in a dialog: title, description, the fields, the last error, and Cancel beside a
 * submit button that shows the pending state. Closing is refused while a request runs.
 */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  onSubmit,
  submitLabel,
  pendingLabel,
  pending = false,
  canSubmit = true,
  error,
  cancelLabel = 'Cancel',
  destructive = false,
  alert = false,
  className,
  beforeForm,
  replaceForm,
  children,
}: FormDialogProps) {
  const errorId = useId();
  return (
    <Dialog open={open} onOpenChange={(next) => (next || !pending) && onOpenChange(next)}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        // Radix gives the box role="dialog"; an undefined role would take it away.
        {...(alert ? { role: 'alertdialog' } : {})}
        hideClose={alert}
        className={className ?? (alert ? 'max-w-md' : undefined)}
      >
        <DialogHeading title={title} description={description || undefined} />
        {beforeForm}
        {replaceForm ?? (
          <form
            onSubmit={onSubmit}
            noValidate
            className="grid min-w-0 gap-4"
            aria-describedby={error ? errorId : undefined}
          >
            {children}
            {error ? (
              <p
                id={errorId}
                role="alert"
                className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-800"
              >
                {error}
              </p>
            ) : null}
            <DialogFooter>
              <Button
                variant="outline"
                onClick={() => onOpenChange(false)}
                disabled={pending}
                autoFocus={alert}
              >
                {cancelLabel}
              </Button>
              <Button
                type="submit"
                variant={destructive ? 'destructive' : 'primary'}
                disabled={pending || !canSubmit}
              >
                {pending ? <Spinner label={null} className="size-4" /> : null}
                {pending ? (pendingLabel ?? submitLabel) : submitLabel}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
