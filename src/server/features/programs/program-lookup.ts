import { PROGRAM_MESSAGES } from '../../../shared/programs/program-schemas';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { listSavedContactRows, type SavedContactRow } from '../saved-lists/saved-list-store';
import * as store from './account-program-store';
import type { ProgramRules } from './plan-sends';

type ProgramOwner = store.ProgramOwner;

/** Another account's (or mode's) program answers exactly as one that does not exist: 404, never 403. */
export async function ownProgram(
  db: DbOrTx,
  owner: ProgramOwner,
  id: string,
): Promise<store.ProgramWithList> {
  const found = await store.findProgram(db, owner, id);
  if (!found) throw notFound(PROGRAM_MESSAGES.notFound);
  return found;
}

/** The program's rules as the planner reads them: any recurrence but 'once' is yearly. */
export function rulesOf(program: store.ProgramRow): ProgramRules & { monthlyCap: number | null } {
  return { ...program, recurrence: program.recurrence === 'once' ? 'once' : 'yearly' };
}

/** The contacts of the program's saved list (none once the list is gone). */
export async function contactRowsOf(db: DbOrTx, program: store.ProgramRow): Promise<SavedContactRow[]> {
  return program.savedListId ? listSavedContactRows(db, program.savedListId) : [];
}
