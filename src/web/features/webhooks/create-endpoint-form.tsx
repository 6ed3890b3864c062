import { type Ref, useId, useState } from 'react';
import type { ApiKeyMode } from '../../../shared/api-keys';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../../shared/webhooks';
import { FormCard } from '../../components/ui/form-card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { RadioFieldset } from '../../components/ui/radio-fieldset';
import { errorMessage } from '../../lib/api';
import { useCreateWebhookEndpoint } from './webhooks-api';

const MODES = [
  ['test', 'Test — events of campaigns made with a test key'],
  ['live', 'Live — events of real orders'],
] as const;

/** URL, mode and events of a new endpoint; hands the signing secret up to be shown once. */
export function CreateEndpointForm({
  onCreated,
  urlRef,
}: {
  onCreated: (made: { url: string; secret: string }) => void;
  urlRef?: Ref<HTMLInputElement>;
}) {
  const ids = useId();
  const [url, setUrl] = useState('');
  const [mode, setMode] = useState<ApiKeyMode>('test');
  const [events, setEvents] = useState<WebhookEventType[]>([...WEBHOOK_EVENT_TYPES]);
  const create = useCreateWebhookEndpoint();
  const toggle = (type: WebhookEventType, on: boolean) =>
    setEvents((now) => (on ? [...now, type] : now.filter((t) => t !== type)));
  const submit = () =>
    create.mutate(
      { url, mode, events },
      {
        onSuccess: (made) => {
          onCreated({ url: url.trim(), secret: made.secret });
          setUrl('');
        },
      },
    );
  const error = create.isError
    ? errorMessage(create.error, 'The endpoint could not be added. Please try again.')
    : null;
  return (
    <FormCard
      onSubmit={submit}
      submitLabel="Add endpoint"
      pending={create.isPending}
      canSubmit={events.length > 0}
      error={error}
      errorId={`${ids}-error`}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-url`} required>
          Endpoint URL
        </Label>
        <Input
          ref={urlRef}
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
      <RadioFieldset legend="Mode" value={mode} options={MODES} onChange={setMode} />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-ink-900">Events to send</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="flex items-start gap-2 text-sm text-ink-900">
              <input
                type="checkbox"
                checked={events.includes(type)}
                onChange={(e) => toggle(type, e.target.checked)}
                className="mt-0.5 size-4 shrink-0 accent-ink-800"
              />
              <span>
                {WEBHOOK_EVENT_LABELS[type]} <code className="text-xs text-muted">{type}</code>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </FormCard>
  );
}
