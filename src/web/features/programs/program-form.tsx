import { useState } from 'react';
import { createProgram } from '../../../shared/contracts/account-programs/create-program';
import type { TCreateProgramInput, TProgram } from '../../../shared/programs/program-schemas';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { useContractForm } from '../../lib/use-contract-form';
import { useAccountCard } from '../saved-card/card-api';
import { programFormValues } from './program-form-values';
import { ProgramNoteFields } from './program-note-fields';
import { ProgramWhenFields } from './program-when-fields';
import { SaveCardFirst } from './save-card-first';

export interface ProgramFormProps {
  program?: TProgram;
  submitLabel: string;
  onSubmit: (body: TCreateProgramInput) => Promise<unknown>;
  onCancel?: () => void;
}

/**
 * New program and edit: the list and its date column, when notes arrive, the design, words and style. The
 * fields are checked by the create contract's schema before anything is sent (the server checks them again).
 */
export function ProgramForm({ program, submitLabel, onSubmit, onCancel }: ProgramFormProps) {
  const card = useAccountCard();
  const [error, setError] = useState<string | null>(null);
  const form = useContractForm(createProgram, { defaultValues: programFormValues(program) });
  const busy = form.formState.isSubmitting;

  if (!program && card.data?.card === null) return <SaveCardFirst />;

  const submit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      await onSubmit(body);
    } catch (err) {
      setError(errorMessage(err));
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-6"
      aria-describedby={error ? 'program-error' : undefined}
    >
      <ProgramWhenFields form={form} programId={program?.id} />
      <ProgramNoteFields form={form} />
      {error ? (
        <p id="program-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner label={null} className="size-4" /> : null}
          {busy ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
