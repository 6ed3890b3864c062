import { ArrowLeft, Pause, Pencil, Play } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TProgram } from '../../../shared/programs/program-schemas';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { LoadFailed } from '../../components/ui/load-failed';
import { LoadingShell, QueryState } from '../../components/ui/query-state';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { formatDay } from './program-dates';
import { ProgramForm } from './program-form';
import { useDeleteProgram, useProgram, useUpdateProgram } from './programs-api';
import { StatusBadge } from './programs-overview';
import { UpcomingNotes } from './upcoming-notes';

/** /account/programs/:id: the program's settings, pause/resume, edit, delete and its upcoming notes. */
export function ProgramDetail({ programId }: { programId: string }) {
  const program = useProgram(programId);
  const [editing, setEditing] = useState(false);
  const update = useUpdateProgram(programId);

  return (
    <QueryState
      query={program}
      loading={<LoadingShell label="Loading the program" blocks={['h-24 w-full', 'h-64 w-full']} />}
      renderError={(error) => (
        <LoadFailed
          message={errorMessage(error, 'We could not load this program.')}
          onRetry={() => void program.refetch()}
        >
          <Link to="/account/programs" className="self-center text-sm underline">
            All programs
          </Link>
        </LoadFailed>
      )}
    >
      {(p) => (
        <div className="grid gap-8">
          <Link
            to="/account/programs"
            className="flex items-center gap-1 text-sm text-muted hover:text-ink-900"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            All programs
          </Link>
          {editing ? (
            <section aria-labelledby="edit-title" className="grid gap-4">
              <h2 id="edit-title" className="text-xl font-semibold text-ink-950">
                Edit {p.name}
              </h2>
              <ProgramForm
                program={p}
                submitLabel="Save changes"
                onCancel={() => setEditing(false)}
                onSubmit={async (body) => {
                  await update.mutateAsync(body);
                  setEditing(false);
                  toast({ title: 'Program saved' });
                }}
              />
            </section>
          ) : (
            <Summary program={p} onEdit={() => setEditing(true)} />
          )}
          <UpcomingNotes programId={programId} />
        </div>
      )}
    </QueryState>
  );
}

function Summary({ program, onEdit }: { program: TProgram; onEdit: () => void }) {
  const navigate = useNavigate();
  const update = useUpdateProgram(program.id);
  const remove = useDeleteProgram();
  const [deleting, setDeleting] = useState(false);
  const paused = program.status === 'paused';
  const toggle = async () => {
    try {
      await update.mutateAsync({ status: paused ? 'active' : 'paused' });
      toast({ title: paused ? 'Program resumed' : 'Program paused' });
    } catch (err) {
      toast({ title: 'Not changed', description: errorMessage(err), variant: 'destructive' });
    }
  };
  const rows: Array<[string, string]> = [
    ['Saved list', program.savedListName ?? 'Deleted — choose another list'],
    ['Date column', program.dateColumn],
    ['Arrives', `${program.arriveDaysBefore} days before the date`],
    ['Repeat', program.recurrence === 'yearly' ? 'Every year' : 'Once'],
    ['Design', program.templateName ?? '—'],
    ['Time zone', program.timeZone],
    [
      'Runs',
      `From ${formatDay(program.startDate, true)}${program.endDate ? ` to ${formatDay(program.endDate, true)}` : ''}`,
    ],
    ['Monthly cap', program.monthlyCap ? `${program.monthlyCap} notes` : 'No cap'],
    ['This month', `${program.notesThisMonth} notes written`],
  ];
  return (
    <section
      aria-labelledby="program-title"
      className="grid gap-4 rounded-2xl border border-line bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2
            id="program-title"
            className="flex flex-wrap items-center gap-2 text-xl font-semibold text-ink-950"
          >
            {program.name} <StatusBadge program={program} />
          </h2>
          {program.pausedReason ? (
            <p role="status" className="mt-1 text-sm text-red-700">
              {program.pausedReason}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" disabled={update.isPending} onClick={() => void toggle()}>
            {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
            {paused ? 'Resume' : 'Pause'}
          </Button>
          <Button variant="outline" size="sm" onClick={onEdit}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button variant="ghost" size="sm" className="text-red-700" onClick={() => setDeleting(true)}>
            Delete
          </Button>
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div
            key={label}
            className="flex justify-between gap-3 border-b border-line py-1 sm:block sm:border-0"
          >
            <dt className="text-muted">{label}</dt>
            <dd className="text-right text-ink-950 sm:text-left">{value}</dd>
          </div>
        ))}
      </dl>
      <ConfirmDialog
        open={deleting}
        onOpenChange={(open) => {
          setDeleting(open);
          if (!open) remove.reset();
        }}
        title={`Delete "${program.name}"?`}
        description="No more notes are written for it. Orders it already placed stay in My orders."
        confirmLabel="Delete program"
        error={remove.isError ? errorMessage(remove.error) : null}
        onConfirm={async () => {
          await remove.mutateAsync(program.id);
          toast({ title: 'Program deleted' });
          void navigate('/account/programs');
        }}
      />
    </section>
  );
}
