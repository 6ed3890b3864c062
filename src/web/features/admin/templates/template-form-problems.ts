import type { FieldErrors } from 'react-hook-form';
import { TEMPLATE_MESSAGES } from '../../../../shared/template-schemas';
import { toast } from '../../../components/ui/toast';
import type { TTemplateFormInput } from './template-form-schema';

/** The first message found in a (nested) field error: the back layout's own rule, or its number's. */
function nestedMessage(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const own = 'message' in error ? error.message : undefined;
  if (typeof own === 'string' && own) return own;
  for (const value of Object.values(error)) {
    const found = nestedMessage(value);
    if (found) return found;
  }
  return null;
}

/** The first message among a form's field errors, in the order of the fields. */
export function firstMessage(errors: Record<string, { message?: unknown } | undefined>): string | null {
  for (const error of Object.values(errors)) {
    if (typeof error?.message === 'string' && error.message) return error.message;
  }
  return null;
}

/** A refused form's one problem as a toast; the dialog repeats it, as toasts sit outside a modal dialog. */
export function toastProblem(problem: string | null) {
  toast({ variant: 'destructive', title: 'Error', description: problem ?? undefined });
}

/**
 * The dialog shows one problem at a time, in the order of the fields; any zone number, as one message; the
 * back layout's first broken rule.
 */
export function firstProblem(errors: FieldErrors<TTemplateFormInput>): string | null {
  const { zones, backLayout, ...rest } = errors;
  const own = firstMessage(rest);
  if (own) return own;
  if (zones) return TEMPLATE_MESSAGES.zones;
  return backLayout ? (nestedMessage(backLayout) ?? TEMPLATE_MESSAGES.backLayout) : null;
}
