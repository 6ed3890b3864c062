import type { TProgram } from '../../../shared/programs/program-schemas';
import type { V1Program } from '../../../shared/v1-programs';
import type { DbOrTx } from '../../db/client';
import { getProgram } from '../programs/program-view';

/** One program as `GET /v1/programs/{id}` shows it, read in the caller's transaction. */
export async function v1Program(
  db: DbOrTx,
  owner: { accountId: string; livemode: boolean },
  id: string,
): Promise<V1Program> {
  return toV1Program(await getProgram(db, owner, id), owner.livemode);
}

/** A program as /v1 shows it (snake_case). */
export function toV1Program(p: TProgram, livemode: boolean): V1Program {
  return {
    object: 'program',
    id: p.id,
    livemode,
    name: p.name,
    list_id: p.savedListId,
    list_name: p.savedListName,
    date_column: p.dateColumn,
    arrive_days_before: p.arriveDaysBefore,
    recurrence: p.recurrence,
    template_id: p.templateId,
    template_name: p.templateName,
    variant: p.selectedVariantId,
    message: p.message,
    style: p.handwritingStyle,
    naturalness: p.naturalness,
    contact_fields: p.contactFields,
    time_zone: p.timeZone,
    start_date: p.startDate,
    end_date: p.endDate,
    monthly_cap: p.monthlyCap,
    status: p.status,
    paused_reason: p.pausedReason,
    next_note_on: p.nextNoteOn,
    notes_this_month: p.notesThisMonth,
    metadata: p.metadata,
    created: p.createdAt,
  };
}
