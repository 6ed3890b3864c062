import { Eye } from 'lucide-react';
import { useState } from 'react';
import type { TUpcoming, TUpcomingNote } from '../../../shared/programs/program-schemas';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogHeading } from '../../components/ui/dialog';
import { LoadingShell, QueryState } from '../../components/ui/query-state';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { formatDay, formatMonth } from './program-dates';
import { noteProofUrl, useSkipNote, useUpcoming } from './programs-api';

const STATUS_LABEL: Record<TUpcomingNote['status'], string> = {
  due: 'Upcoming',
  over_cap: 'Over monthly cap',
  scheduled: 'Being written',
  // Recorded 'sent' when its run is paid: the note is then being written, not yet in the mail.
  sent: 'Paid, being written',
  held: 'Held',
  skipped: 'Skipped',
  payment_failed: 'Payment failed',
};

/** The next 60 days of notes, their estimated cost and the list's unreadable dates. */
export function UpcomingNotes({ programId }: { programId: string }) {
  const upcoming = useUpcoming(programId);
  return (
    <QueryState
      query={upcoming}
      loading={<LoadingShell label="Loading upcoming notes" blocks={['h-24 w-full', 'h-48 w-full']} />}
      errorMessage="We could not load the upcoming notes."
    >
      {(data) => (
        <div className="grid gap-6">
          <Costs data={data} />
          <NotesTable programId={programId} data={data} />
          <SkippedThisYear data={data} />
          <DateProblems data={data} />
        </div>
      )}
    </QueryState>
  );
}

function Costs({ data }: { data: TUpcoming }) {
  return (
    <section aria-labelledby="costs-title" className="grid gap-3">
      <h2 id="costs-title" className="text-lg font-semibold text-ink-950">
        Estimated cost
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2">
        {data.costs.map((c) => (
          <div key={c.month} className="rounded-2xl border border-line bg-white p-4">
            <dt className="text-sm text-muted">{formatMonth(c.month)}</dt>
            <dd className="mt-1 text-2xl font-semibold text-ink-950">${c.total}</dd>
            <dd className="text-sm text-muted">
              {c.notes} {c.notes === 1 ? 'note' : 'notes'}, each day's notes priced at the checkout tier
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function NotesTable({ programId, data }: { programId: string; data: TUpcoming }) {
  const skip = useSkipNote(programId);
  const [proof, setProof] = useState<TUpcomingNote | null>(null);
  const toggle = async (note: TUpcomingNote) => {
    const undo = note.status === 'skipped';
    try {
      await skip.mutateAsync({ ref: { contactKey: note.contactKey, occurrence: note.occurrence }, undo });
      toast({
        title: undo ? 'Note back on' : 'Note skipped',
        description: `${note.name}, ${formatDay(note.date)}`,
      });
    } catch (err) {
      toast({ title: 'Not changed', description: errorMessage(err), variant: 'destructive' });
    }
  };
  return (
    <section aria-labelledby="upcoming-title" className="grid gap-3">
      <h2 id="upcoming-title" className="text-lg font-semibold text-ink-950">
        Upcoming notes (next {data.days} days)
      </h2>
      {data.notes.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-white p-6 text-sm text-muted">
          No notes are due in the next {data.days} days.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-line bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Who gets a note, and when it is written, mailed and arrives</caption>
            <thead className="bg-sand text-ink-900">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Who
                </th>
                <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
                  Written on
                </th>
                <th scope="col" className="hidden px-3 py-2 font-medium md:table-cell">
                  Mailed on
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Arrives around
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.notes.map((note) => (
                <tr key={`${note.contactKey}-${note.occurrence}`} className="border-t border-line align-top">
                  <td className="px-3 py-2">
                    <p className="font-medium text-ink-950">{note.name}</p>
                    <p className="text-muted">
                      {formatDay(note.date)}
                      {note.years !== null ? ` · ${note.years} years` : ''}
                    </p>
                    <p className="text-muted sm:hidden">Written {formatDay(note.writtenOn)}</p>
                    {note.status !== 'due' ? (
                      <Badge variant={note.status === 'skipped' ? 'outline' : 'secondary'} className="mt-1">
                        {STATUS_LABEL[note.status]}
                      </Badge>
                    ) : null}
                  </td>
                  <td className="hidden px-3 py-2 sm:table-cell">{formatDay(note.writtenOn)}</td>
                  <td className="hidden px-3 py-2 md:table-cell">{formatDay(note.mailedOn)}</td>
                  <td className="px-3 py-2">
                    {formatDay(note.arrives.from)} – {formatDay(note.arrives.to)}
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex flex-col gap-1 sm:flex-row sm:justify-end">
                      <Button size="sm" variant="ghost" onClick={() => setProof(note)}>
                        <Eye aria-hidden="true" />
                        Preview<span className="sr-only"> the note to {note.name}</span>
                      </Button>
                      {note.status === 'due' || note.status === 'over_cap' || note.status === 'skipped' ? (
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={skip.isPending}
                          onClick={() => void toggle(note)}
                        >
                          {note.status === 'skipped' ? 'Undo' : 'Skip'}
                          <span className="sr-only"> the note to {note.name}</span>
                        </Button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Dialog open={proof !== null} onOpenChange={(open) => !open && setProof(null)}>
        <DialogContent className="max-w-2xl">
          <DialogHeading
            title={<>Note to {proof?.name}</>}
            description={
              <>
                The back of the card as the pen writes it
                {proof ? `, written on ${formatDay(proof.writtenOn, true)}` : ''}.
              </>
            }
          />
          {proof ? (
            <img
              src={noteProofUrl(programId, { contactKey: proof.contactKey, occurrence: proof.occurrence })}
              alt={`Proof of the handwritten note to ${proof.name}`}
              className="w-full rounded-lg border border-line bg-white"
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </section>
  );
}

/** Who gets no note this time, and why (issue 22 §7): nothing is left out silently. */
function SkippedThisYear({ data }: { data: TUpcoming }) {
  if (data.skipped.length === 0) return null;
  return (
    <section aria-labelledby="skipped-title" className="rounded-2xl border border-line bg-white p-4">
      <h2 id="skipped-title" className="text-base font-semibold text-ink-950">
        Not written this time ({data.skipped.length})
      </h2>
      <p className="mt-1 text-sm text-muted">
        Their date is too close: the note had to be written before this program started.
      </p>
      <ul className="mt-2 grid gap-1 text-sm text-ink-900">
        {data.skipped.map((s) => (
          <li key={`${s.contactKey}-${s.date}`}>
            <span className="font-medium">{s.name}</span> ({formatDay(s.date, true)}) — too close:{' '}
            {s.nextOn ? `next on ${formatDay(s.nextOn, true)}` : 'no later date in this program'}
          </li>
        ))}
      </ul>
    </section>
  );
}

function DateProblems({ data }: { data: TUpcoming }) {
  if (data.dateProblems.length === 0) return null;
  return (
    <section
      aria-labelledby="date-problems-title"
      className="rounded-2xl border border-amber-200 bg-amber-50 p-4"
    >
      <h2 id="date-problems-title" className="text-base font-semibold text-amber-900">
        Dates we cannot read ({data.dateProblems.length})
      </h2>
      <p className="mt-1 text-sm text-amber-900">
        These contacts get no note until their date is fixed in the saved list.
      </p>
      <ul className="mt-2 grid gap-1 text-sm text-amber-900">
        {data.dateProblems.map((p) => (
          <li key={p.row}>
            Row {p.row}: {p.name} — '{p.value}' is not a date we can read
          </li>
        ))}
      </ul>
    </section>
  );
}
