import type { Ref } from 'react';
import { Controller } from 'react-hook-form';
import { createWebhookEndpoint } from '../../../shared/contracts/account-webhooks/create-webhook-endpoint';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES } from '../../../shared/webhooks';
import { Field } from '../../components/ui/field';
import { FormCard } from '../../components/ui/form-card';
import { Input } from '../../components/ui/input';
import { RadioFieldset } from '../../components/ui/radio-fieldset';
import { mergeRefs } from '../../lib/merge-refs';
import { useContractForm } from '../../lib/use-contract-form';
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
  const form = useContractForm(createWebhookEndpoint, {
    defaultValues: { url: '', mode: 'test', events: [...WEBHOOK_EVENT_TYPES] },
  });
  const create = useCreateWebhookEndpoint();
  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (made) => {
        onCreated({ url: body.url, secret: made.secret });
        form.resetField('url');
      },
    }),
  );
  const { ref, ...url } = form.register('url');
  return (
    <FormCard
      onSubmit={submit}
      submitLabel="Add endpoint"
      mutation={create}
      failure="The endpoint could not be added. Please try again."
      canSubmit={form.watch('events').length > 0}
    >
      <Field label="Endpoint URL" required error={form.formState.errors.url}>
        {(control) => (
          <Input
            {...control}
            {...url}
            ref={mergeRefs(ref, urlRef)}
            type="url"
            inputMode="url"
            maxLength={2000}
            placeholder="https://crm.example.com/quillpost-events"
          />
        )}
      </Field>
      <RadioFieldset legend="Mode" control={form.control} name="mode" options={MODES} />
      <Controller
        control={form.control}
        name="events"
        render={({ field: { value: events, onChange } }) => (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-ink-900">Events to send</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <label key={type} className="flex items-start gap-2 text-sm text-ink-900">
                  <input
                    type="checkbox"
                    checked={events.includes(type)}
                    onChange={(e) =>
                      onChange(e.target.checked ? [...events, type] : events.filter((t) => t !== type))
                    }
                    className="mt-0.5 size-4 shrink-0 accent-ink-800"
                  />
                  <span>
                    {WEBHOOK_EVENT_LABELS[type]} <code className="text-xs text-muted">{type}</code>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
      />
    </FormCard>
  );
}
