import { type Ref, useId, useState } from 'react';
import type { ApiKeyMode } from '../../../shared/api-keys';
import { FormCard } from '../../components/ui/form-card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { RadioFieldset } from '../../components/ui/radio-fieldset';
import { errorMessage } from '../../lib/api';
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
  const ids = useId();
  const [name, setName] = useState('');
  const [mode, setMode] = useState<ApiKeyMode>('test');
  const create = useCreateApiKey();
  const submit = () =>
    create.mutate(
      { name, mode },
      {
        onSuccess: (made) => {
          onCreated({ name: name.trim(), mode, key: made.key });
          setName('');
        },
      },
    );
  const error = create.isError
    ? errorMessage(create.error, 'The key could not be made. Please try again.')
    : null;
  return (
    <FormCard
      onSubmit={submit}
      submitLabel="Create key"
      pending={create.isPending}
      error={error}
      errorId={`${ids}-error`}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-name`} required>
          Key name
        </Label>
        <Input
          ref={nameRef}
          id={`${ids}-name`}
          required
          maxLength={100}
          value={name}
          placeholder="e.g. HubSpot workflow"
          onChange={(e) => setName(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids}-error` : undefined}
        />
      </div>
      <RadioFieldset legend="Mode" value={mode} options={MODES} onChange={setMode} />
    </FormCard>
  );
}
