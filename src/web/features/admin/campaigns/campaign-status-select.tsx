import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TAdminCampaign } from '../../../../shared/admin-campaigns';
import {
  type CampaignFacts,
  campaignStep,
  nextCampaignStatuses,
  noticeSentence,
  STEP_BACK_REASON_REQUIRED,
} from '../../../../shared/campaign-steps';
import { listAdminCampaigns } from '../../../../shared/contracts/admin-campaigns/list-admin-campaigns';
import { listCampaignHistory } from '../../../../shared/contracts/admin-campaigns/list-campaign-history';
import { updateCampaignStatus } from '../../../../shared/contracts/admin-campaigns/update-campaign-status';
import { listAdminOrders } from '../../../../shared/contracts/admin-orders/list-admin-orders';
import { getAdminStats } from '../../../../shared/contracts/dashboard/get-admin-stats';
import type { CampaignStatus } from '../../../../shared/statuses';
import { Field } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Select } from '../../../components/ui/select';
import { capitalize } from '../../../components/ui/status-badge';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { useContractForm } from '../../../lib/use-contract-form';
import { adminCall, adminKeyOf, replaceCachedRow } from '../admin-api';

function factsOf(campaign: TAdminCampaign): CampaignFacts {
  return {
    paid: campaign.paid,
    notes: { total: campaign.contactCount, written: campaign.writtenCount, mailed: campaign.mailedCount },
  };
}

/**
 * The campaign's status, moved only as the shared rule allows (campaign-steps.ts): the list offers the steps
 * it allows, and every change is confirmed in a dialog that says who will be told what; a step back asks
 * for the reason the customer reads.
 */
export function CampaignStatusSelect({ campaign }: { campaign: TAdminCampaign }) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<CampaignStatus | null>(null);
  const facts = factsOf(campaign);
  const options = nextCampaignStatuses(campaign.status, facts).map((s) => ({
    value: s,
    label: capitalize(s),
  }));
  const mutation = useMutation({
    mutationFn: (input: { status: CampaignStatus; reason?: string }) =>
      adminCall(updateCampaignStatus, { params: { id: campaign.id }, body: input }),
    onSuccess: (updated) => {
      // The row changes at once on every cached page; the refetch then moves it out of a filter it left.
      replaceCachedRow(queryClient, listAdminCampaigns, updated);
      for (const contract of [listAdminCampaigns, listCampaignHistory, listAdminOrders, getAdminStats]) {
        void queryClient.invalidateQueries({ queryKey: adminKeyOf(contract) });
      }
      toast({
        title: 'Campaign status updated',
        description: `${updated.name} is now ${capitalize(updated.status)}.`,
      });
      setTarget(null);
    },
  });
  return (
    <>
      <Select
        size="sm"
        className="w-36"
        aria-label={`Status of ${campaign.name}`}
        value={campaign.status}
        options={options}
        disabled={mutation.isPending || options.length < 2}
        onValueChange={(value) => {
          const status = options.find((o) => o.value === value)?.value;
          if (status && status !== campaign.status) {
            mutation.reset();
            setTarget(status);
          }
        }}
      />
      {target ? (
        <StatusStepDialog
          campaign={campaign}
          to={target}
          busy={mutation.isPending}
          error={mutation.error ? errorMessage(mutation.error, 'Failed to update campaign status.') : null}
          onConfirm={(reason) => mutation.mutate({ status: target, reason })}
          onClose={() => !mutation.isPending && setTarget(null)}
        />
      ) : null}
    </>
  );
}

function StatusStepDialog({
  campaign,
  to,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  campaign: TAdminCampaign;
  to: CampaignStatus;
  busy: boolean;
  error: string | null;
  onConfirm: (reason?: string) => void;
  onClose: () => void;
}) {
  const step = campaignStep(campaign.status, to, factsOf(campaign));
  const form = useContractForm(updateCampaignStatus, {
    defaultValues: { status: to, reason: '' },
    check: ({ reason }, ctx) => {
      if (step.allowed && step.needsReason && !reason) {
        ctx.addIssue({ code: 'custom', path: ['reason'], message: STEP_BACK_REASON_REQUIRED });
      }
    },
  });
  if (!step.allowed) return null;
  const from = capitalize(campaign.status);
  const title =
    step.kind === 'back'
      ? `Step ${campaign.name} back to ${capitalize(to)}?`
      : step.kind === 'cancel'
        ? `Cancel ${campaign.name}?`
        : `Move ${campaign.name} to ${capitalize(to)}?`;
  const confirmLabel =
    step.kind === 'back'
      ? `Step back to ${capitalize(to)}`
      : step.kind === 'cancel'
        ? 'Cancel campaign'
        : `Move to ${capitalize(to)}`;
  return (
    <FormDialog
      open
      alert
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={
        <>
          {from} → {capitalize(to)}. {noticeSentence(step.notice, campaign.customerEmail)}
        </>
      }
      onSubmit={form.handleSubmit((body) => onConfirm(body.reason))}
      submitLabel={confirmLabel}
      pending={busy}
      error={error}
      cancelLabel={`Keep ${from}`}
      destructive={step.kind !== 'forward'}
    >
      {step.needsReason || step.kind === 'cancel' ? (
        <Field
          label={
            step.needsReason ? 'Reason (the customer reads it)' : 'Reason (optional; the customer reads it)'
          }
          required={step.needsReason}
          error={form.formState.errors.reason}
        >
          {(control) => (
            <Textarea className="min-h-[80px]" maxLength={500} {...control} {...form.register('reason')} />
          )}
        </Field>
      ) : null}
    </FormDialog>
  );
}
