import { FieldMessage } from './label';

/** The hint under a file control, with the note about the current file while no new one is chosen. */
export function FileDropHint({
  hint,
  currentNote,
  file,
}: {
  hint: string;
  currentNote?: string;
  file: File | null;
}) {
  return (
    <>
      {hint}
      {!file && currentNote ? ` · ${currentNote}` : ''}
    </>
  );
}

/** Why the last file was refused, announced. */
export function FileDropError({ id, error }: { id: string; error: string | null | undefined }) {
  return error ? (
    <FieldMessage id={id} role="alert">
      {error}
    </FieldMessage>
  ) : null;
}
