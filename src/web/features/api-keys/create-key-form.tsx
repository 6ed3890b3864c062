import { type FormEvent, useId, useState } from 'react';
import type { ApiKeyMode } from '../../../shared/api-keys';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { FieldMessage, Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { useCreateApiKey } from './api-keys-api';

/** Name and mode of a new key; hands the made key up to be shown once. */
export function CreateKeyForm({ onCreated }: { onCreated: (made: { name: string; key: string }) => void }) {
  const ids = useId();
  const [name, setName] = useState('');
  const [mode, setMode] = useState<ApiKeyMode>('test');
  const create = useCreateApiKey();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const made = await create.mutateAsync({ name, mode });
      onCreated({ name: name.trim(), key: made.key });
      setName('');
    } catch {
      // Shown under the form.
    }
  };
  const error = create.isError
    ? errorMessage(create.error, 'The key could not be made. Please try again.')
    : null;
  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-4 rounded-2xl border border-line bg-white p-5">
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-name`} required>
          Key name
        </Label>
        <Input
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
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-ink-900">Mode</legend>
        {(
          [
            ['test', 'Test — everything works, nothing is charged or mailed'],
            ['live', 'Live — real orders, charged to your card on file'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm text-ink-900">
            <input
              type="radio"
              name={`${ids}-mode`}
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
              className="size-4 accent-ink-800"
            />
            {label}
          </label>
        ))}
      </fieldset>
      {error ? (
        <FieldMessage id={`${ids}-error`} role="alert">
          {error}
        </FieldMessage>
      ) : null}
      <Button type="submit" className="justify-self-start" disabled={create.isPending}>
        {create.isPending ? <Spinner label={null} /> : null}
        Create key
      </Button>
    </form>
  );
}
