import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Package, RotateCcw } from 'lucide-react';
import type { TAdminCampaign } from '../../../../shared/admin-campaigns';
import { downloadProductionPack } from '../../../../shared/contracts/production/download-production-pack';
import { getProductionPackStatus } from '../../../../shared/contracts/production/get-production-pack-status';
import { startProductionPack } from '../../../../shared/contracts/production/start-production-pack';
import {
  PRODUCTION_PACK_MESSAGES,
  productionPackFilename,
  type TProductionPackStatus,
} from '../../../../shared/production';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { QueryState } from '../../../components/ui/query-state';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { adminCall, adminFetchFile, adminQuery } from '../admin-api';
import { useFileDownload } from '../files/use-file-download';
import { formatDate } from '../ui/format';

const POLL_MS = 1000;
const count = (n: number) => n.toLocaleString('en-US');

/**
 * "Production pack" of a paid campaign (issue 11 §5): start the background build, follow its progress (the
 * server remembers the job, so the bar comes back after a reload), download the ZIP, retry a failed build.
 */
export function ProductionPack({ campaign }: { campaign: TAdminCampaign }) {
  if (!campaign.paid) {
    return <p className="text-sm text-muted">{PRODUCTION_PACK_MESSAGES.unpaid}</p>;
  }
  return <PaidCampaignPack campaign={campaign} />;
}

function PaidCampaignPack({ campaign }: { campaign: TAdminCampaign }) {
  const queryClient = useQueryClient();
  const statusQuery = adminQuery(getProductionPackStatus, { params: { id: campaign.id } });
  const status = useQuery({
    ...statusQuery,
    refetchInterval: (query) => {
      const state = query.state.data?.job?.state;
      return state === 'queued' || state === 'running' ? POLL_MS : false;
    },
  });
  const start = useMutation({
    mutationFn: () => adminCall(startProductionPack, { params: { id: campaign.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusQuery.queryKey }),
    onError: (err) =>
      toast({ variant: 'destructive', title: 'Could not start the pack', description: errorMessage(err) }),
  });
  return (
    <QueryState
      query={status}
      loading={<Spinner label="Loading the production pack" />}
      errorMessage="We could not load the production pack."
      compactError
    >
      {(data) => (
        <PackPanel
          campaign={campaign}
          status={data}
          starting={start.isPending}
          onStart={() => start.mutate()}
        />
      )}
    </QueryState>
  );
}

/** Progress while the pack builds, the last failure, the built pack, and Download / Start / Retry. */
function PackPanel({
  campaign,
  status: data,
  starting,
  onStart,
}: {
  campaign: TAdminCampaign;
  status: TProductionPackStatus;
  starting: boolean;
  onStart: () => void;
}) {
  const { busy, download } = useFileDownload();
  const filename = productionPackFilename(campaign.number);
  const job = data.job;
  const building = starting || job?.state === 'queued' || job?.state === 'running';
  const failed = job?.state === 'failed';

  return (
    <div className="grid gap-3 rounded-lg border border-line bg-white p-3">
      {building ? <PackProgress done={job?.done ?? 0} total={job?.total ?? 0} /> : null}
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          The last build failed{job.error ? `: ${job.error}` : '.'}
        </p>
      ) : null}
      {data.pack && !building ? (
        <p className="text-sm text-ink-900">
          {count(data.pack.notes)} notes · built {formatDate(data.pack.builtAt)} ·{' '}
          {(data.pack.sizeBytes / (1024 * 1024)).toFixed(1)} MB
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {data.pack && !building ? (
          <Button
            size="sm"
            onClick={() =>
              download(filename, () =>
                adminFetchFile(downloadProductionPack, { params: { id: campaign.id } }, filename),
              )
            }
            disabled={busy === filename}
          >
            {busy === filename ? <Spinner label={null} className="size-4" /> : <Download aria-hidden />}
            Download production pack
          </Button>
        ) : null}
        {!building ? (
          <Button size="sm" variant={data.pack ? 'outline' : 'primary'} onClick={onStart}>
            {failed ? <RotateCcw aria-hidden /> : <Package aria-hidden />}
            {failed ? 'Retry' : data.pack ? 'Rebuild production pack' : 'Start production pack'}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function PackProgress({ done, total }: { done: number; total: number }) {
  const text = total === 0 ? 'Waiting to start…' : `${count(done)} of ${count(total)} notes`;
  return (
    <div className="grid gap-1.5">
      <ProgressBar label="Production pack progress" done={done} total={total} text={text} animated />
      <p className="text-sm text-muted" aria-live="polite">
        {text}
      </p>
    </div>
  );
}
