import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Play } from 'lucide-react';
import { useId } from 'react';
import { latestTodayAnywhere } from '../../../../shared/admin-programs';
import { listAdminCampaigns } from '../../../../shared/contracts/admin-campaigns/list-admin-campaigns';
import { listAdminOrders } from '../../../../shared/contracts/admin-orders/list-admin-orders';
import { listAdminPrograms } from '../../../../shared/contracts/admin-programs/list-admin-programs';
import { runScheduler } from '../../../../shared/contracts/admin-programs/run-scheduler';
import { getAdminStats } from '../../../../shared/contracts/dashboard/get-admin-stats';
import { toCalendarDate } from '../../../../shared/delivery-date';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { FieldMessage, Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { useContractForm } from '../../../lib/use-contract-form';
import { adminCall, adminKeyOf } from '../admin-api';

/**
 * "Run scheduler now": one pass as of a day (every program's today), the same as `npm run scheduler -- --as-of`.
 * Safe to repeat: notes already created are not created again.
 */
export function RunSchedulerForm() {
  const id = useId();
  const queryClient = useQueryClient();
  const form = useContractForm(runScheduler, { defaultValues: { asOf: toCalendarDate(new Date()) } });
  const mutation = useMutation({
    mutationFn: (day: string) => adminCall(runScheduler, { body: { asOf: day } }),
    onSuccess: () => {
      // A pass makes campaigns and paid orders as well as notes.
      for (const contract of [listAdminPrograms, listAdminCampaigns, listAdminOrders, getAdminStats]) {
        void queryClient.invalidateQueries({ queryKey: adminKeyOf(contract) });
      }
    },
  });

  const submit = form.handleSubmit(({ asOf }) => mutation.mutate(asOf));

  const problem =
    form.formState.errors.asOf?.message ?? (mutation.isError ? errorMessage(mutation.error) : null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Run scheduler now</CardTitle>
        <CardDescription>
          Creates the notes due up to this day for every program, as the hourly run does (never past a
          program's own today). Running it again creates nothing twice. A day that has not begun yet is
          refused: a pass never charges cards or starts notes ahead of their day.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-as-of`}>As of</Label>
            <Input
              id={`${id}-as-of`}
              type="date"
              {...form.register('asOf')}
              max={latestTodayAnywhere(new Date())}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              className="sm:w-48"
              required
            />
          </div>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? <Spinner label={null} className="size-4" /> : <Play aria-hidden="true" />}
            {mutation.isPending ? 'Running…' : 'Run scheduler'}
          </Button>
        </form>
        <div aria-live="polite" className="mt-3">
          {problem ? <FieldMessage id={`${id}-problem`}>{problem}</FieldMessage> : null}
          {mutation.isSuccess && !problem ? (
            <p className="text-sm text-ink-900">
              As of {mutation.variables}: <strong>{mutation.data.created}</strong> created,{' '}
              <strong>{mutation.data.skipped}</strong> skipped, <strong>{mutation.data.held}</strong> held.
            </p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
