import { Webhook } from 'lucide-react';
import { useRef, useState } from 'react';
import { WEBHOOK_EVENT_LABELS, type WebhookEndpoint } from '../../../shared/webhooks';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyNote } from '../../components/ui/empty-note';
import { PageSection } from '../../components/ui/page-section';
import { LoadingShell, QueryState } from '../../components/ui/query-state';
import { SecretOncePanel } from '../../components/ui/secret-once-panel';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { CreateEndpointForm } from './create-endpoint-form';
import { EndpointDeliveries } from './endpoint-deliveries';
import { useDeleteWebhookEndpoint, useWebhookEndpoints } from './webhooks-api';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * /account/developers "Webhooks": add an endpoint (its signing secret shown once), see each endpoint's recent
 * deliveries and send an event again, delete.
 */
export function WebhookEndpointsSection() {
  const [made, setMade] = useState<{ url: string; secret: string } | null>(null);
  // Where keyboard focus goes once the secret is put away, rather than back to the top of the page.
  const urlField = useRef<HTMLInputElement>(null);
  return (
    <PageSection
      titleId="webhooks-title"
      title="Webhooks"
      description="We POST an event to your URL when an order is paid, notes are written or mailed, and more. Each one is signed (Standard Webhooks), retried for up to 3 days until your receiver answers 2xx, and may arrive more than once: skip an event whose id you have already handled."
    >
      {made ? (
        <SecretOncePanel
          key={made.secret}
          title={<span className="break-all">Signing secret for {made.url}</span>}
          label="Signing secret"
          secret={made.secret}
          onDone={() => {
            setMade(null);
            urlField.current?.focus();
          }}
        >
          Put it in your receiver: it checks with it that each event really came from Quillpost.
        </SecretOncePanel>
      ) : null}
      <CreateEndpointForm onCreated={setMade} urlRef={urlField} />
      <EndpointList />
    </PageSection>
  );
}

function EndpointList() {
  const endpoints = useWebhookEndpoints();
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  return (
    <QueryState
      query={endpoints}
      loading={
        <LoadingShell
          label="Loading your webhook endpoints"
          className="gap-2"
          blocks={['h-20 w-full', 'h-20 w-full']}
        />
      }
      errorMessage="We could not load your webhook endpoints."
      isEmpty={(data) => data.endpoints.length === 0}
      empty={
        <EmptyNote icon={Webhook}>
          No endpoints yet. Add one to hear about your orders as they happen.
        </EmptyNote>
      }
    >
      {(data) => (
        <>
          <ul aria-label="Your webhook endpoints" className="grid gap-3">
            {data.endpoints.map((endpoint) => (
              <EndpointItem key={endpoint.id} endpoint={endpoint} onDelete={() => setDeleting(endpoint)} />
            ))}
          </ul>
          <DeleteDialog endpoint={deleting} onClose={() => setDeleting(null)} />
        </>
      )}
    </QueryState>
  );
}

function EndpointItem({ endpoint, onDelete }: { endpoint: WebhookEndpoint; onDelete: () => void }) {
  const [open, setOpen] = useState(false);
  const logId = `deliveries-${endpoint.id}`;
  const enabled = endpoint.status === 'enabled';
  return (
    <li className="grid gap-3 rounded-2xl border border-line bg-white p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1">
          <p className="flex flex-wrap items-center gap-2 font-medium text-ink-950">
            <span className="break-all">{endpoint.url}</span>
            <Badge variant={endpoint.mode === 'live' ? 'accent' : 'secondary'}>{endpoint.mode}</Badge>
            {enabled ? null : <Badge variant="destructive">turned off</Badge>}
          </p>
          <p className="text-sm text-muted">
            {endpoint.events.map((type) => WEBHOOK_EVENT_LABELS[type]).join(' · ')}
          </p>
          {endpoint.disabledReason ? <p className="text-sm text-red-700">{endpoint.disabledReason}</p> : null}
          {enabled && endpoint.failingSince ? (
            <p className="text-sm text-amber-800">
              Failing since {when(endpoint.failingSince)}; we keep retrying.
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-expanded={open}
            aria-controls={logId}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Hide deliveries' : 'Recent deliveries'}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={onDelete}
            aria-label={`Delete endpoint ${endpoint.url}`}
          >
            Delete
          </Button>
        </div>
      </div>
      {open ? (
        <div id={logId}>
          <EndpointDeliveries endpointId={endpoint.id} canResend={enabled} />
        </div>
      ) : null}
    </li>
  );
}

function DeleteDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  const remove = useDeleteWebhookEndpoint();
  return (
    <ConfirmDialog
      open={endpoint !== null}
      onOpenChange={(open) => {
        if (open) return;
        remove.reset();
        onClose();
      }}
      title="Delete this endpoint?"
      description={`${endpoint?.url ?? ''} stops receiving events, and its delivery log is deleted. This cannot be undone.`}
      confirmLabel="Delete endpoint"
      cancelLabel="Keep endpoint"
      error={
        remove.isError
          ? errorMessage(remove.error, 'The endpoint could not be deleted. Please try again.')
          : null
      }
      onConfirm={async () => {
        if (!endpoint) return;
        await remove.mutateAsync(endpoint.id);
        toast({ title: 'Endpoint deleted', description: `${endpoint.url} gets no more events.` });
      }}
    />
  );
}
