import { type FormEvent, useId, useState } from 'react';
import type { ApiKeyMode } from '../../../shared/api-keys';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../../shared/webhooks';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { FieldMessage, Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { useCreateWebhookEndpoint } from './webhooks-api';

/** URL, mode and events of a new endpoint; hands the signing secret up to be shown once. */
export function CreateEndpointForm({
  onCreated,
}: {
  onCreated: (made: { url: string; secret: string }) => void;
}) {
  const ids = useId();
  const [url, setUrl] = useState('');
  const [mode, setMode] = useState<ApiKeyMode>('test');
  const [events, setEvents] = useState<WebhookEventType[]>([...WEBHOOK_EVENT_TYPES]);
  const create = useCreateWebhookEndpoint();
  const toggle = (type: WebhookEventType, on: boolean) =>
    setEvents((now) => (on ? [...now, type] : now.filter((t) => t !== type)));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const made = await create.mutateAsync({ url, mode, events });
      onCreated({ url: url.trim(), secret: made.secret });
      setUrl('');
    } catch {
      // Shown under the form.
    }
  };
  const error = create.isError
    ? errorMessage(create.error, 'The endpoint could not be added. Please try again.')
    : null;
  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-4 rounded-2xl border border-line bg-white p-5">
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-url`} required>
          Endpoint URL
        </Label>
        <Input
          id={`${ids}-url`}
          type="url"
          inputMode="url"
          required
          maxLength={2000}
          value={url}
          placeholder="https://crm.example.com/quillpost-events"
          onChange={(e) => setUrl(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids}-error` : undefined}
        />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-ink-900">Mode</legend>
        {(
          [
            ['test', 'Test — events of campaigns made with a test key'],
            ['live', 'Live — events of real orders'],
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
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-ink-900">Events to send</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="flex items-start gap-2 text-sm text-ink-900">
              <input
                type="checkbox"
                checked={events.includes(type)}
                onChange={(e) => toggle(type, e.target.checked)}
                className="mt-0.5 size-4 accent-ink-800"
              />
              <span>
                {WEBHOOK_EVENT_LABELS[type]} <code className="text-xs text-muted">{type}</code>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {error ? (
        <FieldMessage id={`${ids}-error`} role="alert">
          {error}
        </FieldMessage>
      ) : null}
      <Button type="submit" className="justify-self-start" disabled={create.isPending || events.length === 0}>
        {create.isPending ? <Spinner label={null} /> : null}
        Add endpoint
      </Button>
    </form>
  );
}
