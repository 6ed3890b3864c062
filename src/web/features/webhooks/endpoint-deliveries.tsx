import { RefreshCw } from 'lucide-react';
import type { WebhookDelivery } from '../../../shared/webhooks';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { LoadingShell, QueryState } from '../../components/ui/query-state';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { useResendWebhookEvent, useWebhookDeliveries } from './webhooks-api';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** An endpoint's recent attempts (newest first) with Resend for each event. */
export function EndpointDeliveries({ endpointId, canResend }: { endpointId: string; canResend: boolean }) {
  const deliveries = useWebhookDeliveries(endpointId, true);
  const resend = useResendWebhookEvent(endpointId);
  const onResend = async (row: WebhookDelivery) => {
    try {
      await resend.mutateAsync(row.eventId);
      toast({ title: 'Sending again', description: `${row.eventType} is on its way.` });
    } catch (err) {
      toast({
        title: 'Could not resend',
        description: errorMessage(err, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <QueryState
      query={deliveries}
      loading={
        <LoadingShell label="Loading deliveries" className="gap-2" blocks={['h-10 w-full', 'h-10 w-full']} />
      }
      errorMessage="We could not load the deliveries."
      compactError
      isEmpty={(data) => data.deliveries.length === 0}
      empty={<p className="text-sm text-muted">No deliveries yet. Events are sent here as they happen.</p>}
    >
      {({ deliveries: rows }) => (
        <div className="grid gap-2">
          <div className="flex justify-end">
            <Button variant="ghost" size="sm" onClick={() => void deliveries.refetch()}>
              <RefreshCw aria-hidden="true" />
              Refresh
            </Button>
          </div>
          <ul aria-label="Recent deliveries" className="grid gap-2">
            {rows.map((row) => (
              <li
                key={row.id}
                className="flex flex-col gap-2 rounded-xl border border-line p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="grid min-w-0 gap-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <code className="font-mono text-ink-950">{row.eventType}</code>
                    <Badge variant={row.outcome === 'succeeded' ? 'success' : 'destructive'}>
                      {row.outcome === 'succeeded' ? 'delivered' : 'failed'}
                    </Badge>
                  </p>
                  <p className="wrap-anywhere text-muted">
                    Attempt {row.attempt} · {row.responseStatus ? `HTTP ${row.responseStatus}` : 'no answer'}{' '}
                    · {row.durationMs} ms · {when(row.createdAt)}
                    {row.error && !row.error.startsWith('HTTP') ? ` · ${row.error}` : ''}
                  </p>
                  <p className="break-all font-mono text-xs text-muted">{row.eventId}</p>
                </div>
                {canResend ? (
                  <Button
                    variant="outline"
                    size="sm"
                    className="self-start sm:self-center"
                    disabled={resend.isPending}
                    onClick={() => void onResend(row)}
                    aria-label={`Resend ${row.eventType} ${row.eventId}`}
                  >
                    Resend
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      )}
    </QueryState>
  );
}
