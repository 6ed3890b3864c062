import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkProgramBookedRecipients } from '../../../shared/contracts/account-bookings/check-program-booked-recipients';
import { createProgram } from '../../../shared/contracts/account-programs/create-program';
import { deleteProgram } from '../../../shared/contracts/account-programs/delete-program';
import { getProgram } from '../../../shared/contracts/account-programs/get-program';
import { getProgramNoteProof } from '../../../shared/contracts/account-programs/get-program-note-proof';
import { getProgramUpcoming } from '../../../shared/contracts/account-programs/get-program-upcoming';
import { listPrograms } from '../../../shared/contracts/account-programs/list-programs';
import { skipProgramNote } from '../../../shared/contracts/account-programs/skip-program-note';
import { unskipProgramNote } from '../../../shared/contracts/account-programs/unskip-program-note';
import { updateProgram } from '../../../shared/contracts/account-programs/update-program';
import type { TProgramBookingQueryInput } from '../../../shared/duplicate-booking-schemas';
import type {
  TCreateProgramInput,
  TUpcomingNoteRef,
  TUpdateProgramInput,
} from '../../../shared/programs/program-schemas';
import { call, contractUrl, keyOf, queryFor } from '../../lib/call';

export function usePrograms() {
  return useQuery(queryFor(listPrograms));
}

export function useProgram(id: string) {
  return useQuery(queryFor(getProgram, { params: { id } }));
}

export function useUpcoming(id: string, days = 60) {
  return useQuery(queryFor(getProgramUpcoming, { params: { id }, query: { days } }));
}

/**
 * Who on the chosen list already has a note booked near this program's note to them (issue 22 §7). While the
 * choices change, the last answer stays shown until the next one arrives.
 */
export function useProgramBookedRecipients(query: TProgramBookingQueryInput) {
  return useQuery({
    ...queryFor(checkProgramBookedRecipients, { query }),
    placeholderData: keepPreviousData,
    // Other orders and programs change it: asked again whenever the form opens.
    staleTime: 0,
  });
}

/** Every change to a program shows in the list, the program and its upcoming notes. */
function useInvalidatePrograms() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [listPrograms, getProgram, getProgramUpcoming].map((c) =>
        client.invalidateQueries({ queryKey: keyOf(c) }),
      ),
    );
}

export function useCreateProgram() {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: (body: TCreateProgramInput) => call(createProgram, { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateProgram(id: string) {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: (body: TUpdateProgramInput) => call(updateProgram, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteProgram() {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: (id: string) => call(deleteProgram, { params: { id } }),
    onSuccess: invalidate,
  });
}

/** Skips an upcoming note, or (`undo`) gives it back. */
export function useSkipNote(id: string) {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: ({ ref, undo }: { ref: TUpcomingNoteRef; undo: boolean }) =>
      undo
        ? call(unskipProgramNote, { params: { id }, query: ref })
        : call(skipProgramNote, { params: { id }, body: ref }),
    onSuccess: invalidate,
  });
}

/** Where an upcoming note's proof SVG is served (an <img> loads it with the session cookie). */
export function noteProofUrl(id: string, ref: TUpcomingNoteRef): string {
  return contractUrl(getProgramNoteProof, { params: { id }, query: ref });
}
