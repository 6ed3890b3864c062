/**
 * A form's validation message inside its dialog. Toasts live outside the modal dialog, which hides the rest
 * of the page from screen readers, so the dialog repeats the message where it is announced.
 */
export function FormProblem({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-800">
      {message}
    </p>
  );
}
