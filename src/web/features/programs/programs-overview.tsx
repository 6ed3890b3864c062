import { CalendarHeart, ChevronRight, Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { TProgram } from '../../../shared/programs/program-schemas';
import { Badge } from '../../components/ui/badge';
import { LinkButton } from '../../components/ui/button';
import { ListSkeleton } from '../../components/ui/list-skeleton';
import { MessageCard } from '../../components/ui/message-card';
import { QueryState } from '../../components/ui/query-state';
import { formatDay } from './program-dates';
import { usePrograms } from './programs-api';

/** The Programs tab: every recurring program of the account, with its next note and this month's count. */
export function ProgramsOverview() {
  const programs = usePrograms();
  return (
    <QueryState
      query={programs}
      loading={<ListSkeleton rows={2} label="Loading your programs" rowClassName="h-24 w-full rounded-2xl" />}
      errorMessage="We could not load your programs."
      isEmpty={(data) => data.programs.length === 0}
      empty={
        <MessageCard
          icon={CalendarHeart}
          title="No programs yet"
          action={
            <LinkButton to="/account/programs/new">
              <Plus aria-hidden="true" />
              New program
            </LinkButton>
          }
        >
          A program sends a handwritten note before a date in one of your saved lists — a birthday, a home
          purchase anniversary, a policy renewal — every year or once. Set it up once: each note is written,
          paid with your saved card and mailed to arrive on time, and never sent twice.
        </MessageCard>
      }
    >
      {(data) => (
        <div className="grid gap-4">
          <div className="flex justify-end">
            <LinkButton to="/account/programs/new">
              <Plus aria-hidden="true" />
              New program
            </LinkButton>
          </div>
          <ul aria-label="Your programs" className="grid gap-3">
            {data.programs.map((p) => (
              <li key={p.id}>
                <ProgramRow program={p} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </QueryState>
  );
}

export function StatusBadge({ program }: { program: TProgram }) {
  return program.status === 'active' ? (
    <Badge variant="success">Active</Badge>
  ) : (
    <Badge variant="destructive">Paused</Badge>
  );
}

function ProgramRow({ program }: { program: TProgram }) {
  return (
    <Link
      to={`/account/programs/${program.id}`}
      className="group flex items-center gap-3 rounded-2xl border border-line bg-white p-4 shadow-card sm:p-5"
    >
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="truncate font-semibold text-ink-950 group-hover:underline">{program.name}</span>
          <StatusBadge program={program} />
        </p>
        <p className="mt-1 text-sm text-muted">
          {program.savedListName ?? 'List deleted'} · {program.dateColumn} ·{' '}
          {program.recurrence === 'yearly' ? 'every year' : 'once'}
        </p>
        <p className="mt-1 text-sm text-muted">
          {program.nextNoteOn ? `Next note written ${formatDay(program.nextNoteOn)}` : 'No note due'} ·{' '}
          {program.notesThisMonth} {program.notesThisMonth === 1 ? 'note' : 'notes'} this month
        </p>
        {program.pausedReason ? <p className="mt-1 text-sm text-red-700">{program.pausedReason}</p> : null}
      </div>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-subtle group-hover:text-ink-900" />
    </Link>
  );
}
