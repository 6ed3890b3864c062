import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createProgram } from '../../../shared/contracts/account-programs/create-program';
import { deleteProgram } from '../../../shared/contracts/account-programs/delete-program';
import { getProgram } from '../../../shared/contracts/account-programs/get-program';
import { getProgramNoteProof } from '../../../shared/contracts/account-programs/get-program-note-proof';
import { getProgramUpcoming } from '../../../shared/contracts/account-programs/get-program-upcoming';
import { listPrograms } from '../../../shared/contracts/account-programs/list-programs';
import { skipProgramNote } from '../../../shared/contracts/account-programs/skip-program-note';
import { unskipProgramNote } from '../../../shared/contracts/account-programs/unskip-program-note';
import { updateProgram } from '../../../shared/contracts/account-programs/update-program';
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
