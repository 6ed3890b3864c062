import { CalendarClock } from 'lucide-react';
import type { TAdminProgram } from '../../../../shared/admin-programs';
import { listAdminPrograms } from '../../../../shared/contracts/admin-programs/list-admin-programs';
import type { ContractInput } from '../../../../shared/contracts/contract';
import { PROGRAM_STATUSES } from '../../../../shared/programs/program-schemas';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailed } from '../../../components/ui/load-failed';
import { capitalize } from '../../../components/ui/status-badge';
import { Td, Th } from '../../../components/ui/table';
import { errorStatus } from '../../../lib/api';
import { formatDate } from '../ui/format';
import { PagedList } from '../ui/paged-list';
import { useAdminPage } from '../ui/use-admin-page';
import { useListParams } from '../ui/use-list-params';
import { RunSchedulerForm } from './run-scheduler-form';

type ProgramListQuery = NonNullable<ContractInput<typeof listAdminPrograms>['query']>;

/** "Mar 5" from a calendar date (YYYY-MM-DD), read as written, not shifted by the browser's zone. */
function shortDay(day: string): string {
  return formatDate(`${day}T12:00:00`).replace(/, \d{4}$/, '');
}

/** The customers' recurring programs (issue 13 §5): next run, paused ones and why, notes per day. */
export function ProgramsTab() {
  const list = useListParams('programs', PROGRAM_STATUSES);
  const query: ProgramListQuery = list.query;
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useAdminPage(listAdminPrograms, {
    query,
  });

  return (
    <div className="flex flex-col gap-6">
      <RunSchedulerForm />
      {isError && errorStatus(error) !== 401 ? (
        <LoadFailed message="Error loading programs. Please try again." onRetry={() => refetch()} />
      ) : data && data.total === 0 && !list.filtered ? (
        <EmptyState
          icon={CalendarClock}
          title="No programs yet"
          description="Birthday, anniversary and renewal programs that customers set up in their accounts appear here."
        />
      ) : (
        <PagedList
          noun="programs"
          label="Programs"
          placeholder="Program name or owner e-mail"
          statuses={PROGRAM_STATUSES}
          statusLabel="status"
          noMatchHint="Try another name or e-mail, or another status."
          list={list}
          data={data}
          isPending={isPending}
          isPlaceholderData={isPlaceholderData}
          tableClassName="min-w-[1080px]"
        >
          {(items) => (
            <>
              <thead>
                <tr className="border-b border-line">
                  <Th>Program</Th>
                  <Th>Owner</Th>
                  <Th>Status</Th>
                  <Th>Next run</Th>
                  <Th>Last run</Th>
                  <Th>Notes per day (last 14 days)</Th>
                </tr>
              </thead>
              <tbody>
                {items.map((program) => (
                  <ProgramRow key={program.id} program={program} />
                ))}
              </tbody>
            </>
          )}
        </PagedList>
      )}
    </div>
  );
}

function ProgramRow({ program }: { program: TAdminProgram }) {
  return (
    <tr className="border-b border-line align-top last:border-0 hover:bg-sand/30">
      <Td className="min-w-48 max-w-64">
        <span className="line-clamp-2 font-medium text-ink-950">{program.name}</span>
        <span className="block text-xs text-subtle">
          {capitalize(program.recurrence)} · {program.dateColumn} · {program.timeZone}
        </span>
      </Td>
      <Td className="whitespace-nowrap">{program.ownerEmail}</Td>
      <Td className="max-w-64">
        <Badge variant={program.status === 'paused' ? 'destructive' : 'success'}>
          {capitalize(program.status)}
        </Badge>
        {program.status === 'paused' ? (
          <span className="mt-1 block text-xs text-red-800">
            {program.pausedReason ?? 'Paused by its owner.'}
          </span>
        ) : null}
      </Td>
      <Td className="whitespace-nowrap">{program.nextRun ? formatDate(program.nextRun) : '—'}</Td>
      <Td className="whitespace-nowrap text-muted">{formatDate(program.lastRunDate)}</Td>
      <Td>
        {program.days.length === 0 ? (
          <span className="text-muted">No notes</span>
        ) : (
          <ul className="flex flex-wrap gap-1.5" aria-label={`Notes per day of ${program.name}`}>
            {program.days.map((day) => (
              <li key={day.date} className="rounded-md bg-sand/60 px-2 py-0.5 text-xs whitespace-nowrap">
                <span className="text-muted">{shortDay(day.date)}</span>{' '}
                <strong className="tabular-nums">{day.notes}</strong> note{day.notes === 1 ? '' : 's'}
                {day.held > 0 ? <span className="text-red-800"> · {day.held} held</span> : null}
              </li>
            ))}
          </ul>
        )}
      </Td>
    </tr>
  );
}
