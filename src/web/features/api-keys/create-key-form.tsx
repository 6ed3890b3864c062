import type { Ref } from 'react';
import type { ApiKeyMode } from '../../../shared/api-keys';
import { createApiKey } from '../../../shared/contracts/account-api-keys/create-api-key';
import { Field } from '../../components/ui/field';
import { FormCard } from '../../components/ui/form-card';
import { Input } from '../../components/ui/input';
import { RadioFieldset } from '../../components/ui/radio-fieldset';
import { mergeRefs } from '../../lib/merge-refs';
import { useContractForm } from '../../lib/use-contract-form';
import { useCreateApiKey } from './api-keys-api';

export interface MadeKey {
  name: string;
  mode: ApiKeyMode;
  key: string;
}

const MODES = [
  ['test', 'Test — everything works, nothing is charged or mailed'],
  ['live', 'Live — real orders, charged to your card on file'],
] as const;

/** Name and mode of a new key; hands the made key up to be shown once. */
export function CreateKeyForm({
  onCreated,
  nameRef,
}: {
  onCreated: (made: MadeKey) => void;
  nameRef?: Ref<HTMLInputElement>;
}) {
  const form = useContractForm(createApiKey, { defaultValues: { name: '', mode: 'test' } });
  const create = useCreateApiKey();
  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (made) => {
        onCreated({ name: body.name, mode: body.mode, key: made.key });
        form.resetField('name');
      },
    }),
  );
  const { ref, ...name } = form.register('name');
  return (
    <FormCard
      onSubmit={submit}
      submitLabel="Create key"
      mutation={create}
      failure="The key could not be made. Please try again."
    >
      <Field label="Key name" required error={form.formState.errors.name}>
        {(control) => (
          <Input
            {...control}
            {...name}
            ref={mergeRefs(ref, nameRef)}
            maxLength={100}
            placeholder="e.g. HubSpot workflow"
          />
        )}
      </Field>
      <RadioFieldset legend="Mode" control={form.control} name="mode" options={MODES} />
    </FormCard>
  );
}
