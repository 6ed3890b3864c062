import { type FormEvent, type ReactNode, useState } from 'react';
import { FormDialog } from './form-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The safe choice's label (default Cancel). */
  cancelLabel?: string;
  /** Resolves when done; the dialog closes on success and stays open (for a retry) on failure. */
  onConfirm: () => Promise<unknown>;
  /** Why the last try failed, shown in the dialog (callers that toast failures leave it out). */
  error?: string | null;
}

/** "Are you sure?" before a destructive action: a FormDialog in alert mode, focus starting on Cancel. */
export function ConfirmDialog({ onConfirm, confirmLabel, onOpenChange, ...dialog }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // The caller shows why (a toast or `error`); keep the dialog for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      {...dialog}
      onOpenChange={onOpenChange}
      onSubmit={confirm}
      submitLabel={confirmLabel}
      pending={busy}
      destructive
      alert
    />
  );
}
