import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Mail, PenLine } from 'lucide-react';
import { type MouseEvent, useId, useRef, useState } from 'react';
import type { TAdminCampaign } from '../../../../shared/admin-campaigns';
import { listAdminCampaigns } from '../../../../shared/contracts/admin-campaigns/list-admin-campaigns';
import { listCampaignHistory } from '../../../../shared/contracts/admin-campaigns/list-campaign-history';
import { markNotesProgress } from '../../../../shared/contracts/admin-campaigns/mark-notes-progress';
import { listAdminOrders } from '../../../../shared/contracts/admin-orders/list-admin-orders';
import { getAdminStats } from '../../../../shared/contracts/dashboard/get-admin-stats';
import {
  type NotesProgressStage,
  notesRangeLabel,
  progressRangeProblem,
  type TNotesProgress,
  ZNotesProgressSchema,
} from '../../../../shared/notes-progress';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { capitalize } from '../../../components/ui/status-badge';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { adminCall, adminKeyOf, replaceCachedRow } from '../admin-api';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Notes written and mailed (issue 12 §3): how far the pen and the post have got, and the controls staff use
 * to mark the whole campaign or a batch of manifest sequence numbers. Marking mailed e-mails the customer, so
 * each mark is confirmed first.
 */
export function NotesProgress({ campaign }: { campaign: TAdminCampaign }) {
  const total = campaign.contactCount;
  return (
    <div className="grid gap-4 rounded-lg border border-line bg-white p-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <StageProgress label="Written" done={campaign.writtenCount} total={total} />
        <StageProgress label="Mailed" done={campaign.mailedCount} total={total} />
      </div>
      {!campaign.paid ? (
        <p className="text-sm text-muted">Notes can be marked once the campaign is paid.</p>
      ) : campaign.status === 'cancelled' ? (
        <p className="text-sm text-muted">This campaign is cancelled.</p>
      ) : total === 0 ? (
        <p className="text-sm text-muted">This campaign has no notes.</p>
      ) : (
        <MarkForm campaign={campaign} />
      )}
    </div>
  );
}

function StageProgress({ label, done, total }: { label: string; done: number; total: number }) {
  const text = `${label} ${count(done)} of ${count(total)}`;
  return (
    <div className="grid gap-1.5">
      <p className="text-sm text-ink-900">{text}</p>
      <ProgressBar label={`Notes ${label.toLowerCase()}`} done={done} total={total} text={text} />
    </div>
  );
}

type Scope = 'all' | 'range';

function MarkForm({ campaign }: { campaign: TAdminCampaign }) {
  const id = useId();
  const total = campaign.contactCount;
  const [scope, setScope] = useState<Scope>('all');
  const [from, setFrom] = useState('1');
  const [to, setTo] = useState(String(total));
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<TNotesProgress | null>(null);
  const mark = useMarkProgress(campaign);
  const opener = useRef<HTMLButtonElement | null>(null);
  // Focus goes back to the button that opened the dialog by hand: Radix's own return lands on <body> here.
  const refocus = useRef<ReturnType<typeof setTimeout>>(undefined);
  const close = () => {
    setPending(null);
    refocus.current = setTimeout(() => opener.current?.focus(), 50);
  };
  const submit = (stage: NotesProgressStage) => (event: MouseEvent<HTMLButtonElement>) => {
    opener.current = event.currentTarget;
    clearTimeout(refocus.current);
    const input = scope === 'all' ? { stage } : { stage, from: Number(from), to: Number(to) };
    const parsed = ZNotesProgressSchema.safeParse(input);
    const message = parsed.success
      ? progressRangeProblem(parsed.data, total)
      : (parsed.error.issues[0]?.message ?? 'Check the range.');
    setProblem(message);
    if (parsed.success && !message) {
      mark.reset();
      setPending(parsed.data);
    }
  };

  return (
    <div className="grid gap-3">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-ink-900">Which notes</legend>
        <label className="flex items-center gap-2 text-sm text-ink-900">
          <input
            type="radio"
            name={`${id}-scope`}
            checked={scope === 'all'}
            onChange={() => setScope('all')}
          />
          The whole campaign ({count(total)} notes)
        </label>
        <label className="flex items-center gap-2 text-sm text-ink-900">
          <input
            type="radio"
            name={`${id}-scope`}
            checked={scope === 'range'}
            onChange={() => setScope('range')}
          />
          A batch of manifest sequence numbers
        </label>
      </fieldset>
      {scope === 'range' ? (
        <div className="flex flex-wrap items-end gap-3">
          <SequenceField
            id={`${id}-from`}
            label="From"
            value={from}
            onChange={setFrom}
            max={total}
            problemId={problem ? `${id}-problem` : undefined}
          />
          <SequenceField
            id={`${id}-to`}
            label="To"
            value={to}
            onChange={setTo}
            max={total}
            problemId={problem ? `${id}-problem` : undefined}
          />
        </div>
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={submit('written')}>
          <PenLine aria-hidden />
          Mark written…
        </Button>
        <Button size="sm" onClick={submit('mailed')}>
          <Mail aria-hidden />
          Mark mailed…
        </Button>
      </div>
      <ConfirmMark
        campaign={campaign}
        input={pending}
        busy={mark.isPending}
        error={mark.isError ? errorMessage(mark.error) : null}
        onCancel={close}
        onConfirm={(input) => mark.mutate(input, { onSuccess: close })}
      />
    </div>
  );
}

function SequenceField(props: {
  id: string;
  label: string;
  value: string;
  max: number;
  /** The range's error message, when there is one. */
  problemId: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Input
        id={props.id}
        type="number"
        inputMode="numeric"
        min={1}
        max={props.max}
        className="h-9 w-28"
        value={props.value}
        aria-invalid={props.problemId ? true : undefined}
        aria-describedby={props.problemId}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}

function ConfirmMark(props: {
  campaign: TAdminCampaign;
  input: TNotesProgress | null;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (input: TNotesProgress) => void;
}) {
  const { campaign, input } = props;
  const total = campaign.contactCount;
  const which =
    input?.from === undefined || input.to === undefined
      ? `all ${count(total)} notes`
      : notesRangeLabel(input.from, input.to, total).replace(/^N/, 'n');
  const mailed = input?.stage === 'mailed';
  return (
    <FormDialog
      open={input !== null}
      alert
      onOpenChange={(open) => !open && props.onCancel()}
      title={`Mark ${which} ${input?.stage}?`}
      description={
        <>
          {mailed
            ? `Campaign #${campaign.number}: the customer is e-mailed that these notes are in the mail, with the expected arrival dates. Notes not yet marked written are marked written too.`
            : `Campaign #${campaign.number}: these notes are recorded as written.`}
          {campaign.status === 'pending' ? ' The campaign moves into production.' : ''}
        </>
      }
      onSubmit={(event) => {
        event.preventDefault();
        if (input) props.onConfirm(input);
      }}
      submitLabel={`Mark ${input?.stage}`}
      pending={props.busy}
      error={props.error}
    />
  );
}

function useMarkProgress(campaign: TAdminCampaign) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TNotesProgress) => adminCall(markNotesProgress, { params: { id: campaign.id }, body }),
    onSuccess: (updated) => {
      replaceCachedRow(queryClient, listAdminCampaigns, updated);
      for (const contract of [listAdminCampaigns, listCampaignHistory, listAdminOrders, getAdminStats]) {
        void queryClient.invalidateQueries({ queryKey: adminKeyOf(contract) });
      }
      toast({
        title: 'Progress saved',
        description: `${updated.name}: ${count(updated.writtenCount)} written, ${count(updated.mailedCount)} mailed of ${count(updated.contactCount)} · ${capitalize(updated.status)}.`,
      });
    },
  });
}
