import { localTimeZone, todayIn } from '../../../shared/delivery-date';
import {
  type TProgramBookingQueryInput,
  ZProgramBookingQuerySchema,
} from '../../../shared/duplicate-booking-schemas';
import type { TCreateProgramInput, TProgram } from '../../../shared/programs/program-schemas';
import { DEFAULT_ARRIVE_DAYS_BEFORE } from '../../../shared/programs/send-schedule';

const DEFAULT_MESSAGE =
  'Happy birthday, {{first_name}}!\n\nWishing you a wonderful year ahead.\n\nWarm regards,';

/** The program form's fields: the create contract's body, as the form starts it (new) or as stored (edit). */
export function programFormValues(program?: TProgram): TCreateProgramInput {
  const zone = program?.timeZone ?? localTimeZone();
  return {
    name: program?.name ?? '',
    savedListId: program?.savedListId ?? '',
    dateColumn: program?.dateColumn ?? '',
    arriveDaysBefore: program?.arriveDaysBefore ?? DEFAULT_ARRIVE_DAYS_BEFORE,
    recurrence: program?.recurrence ?? 'yearly',
    templateId: program?.templateId ?? null,
    selectedVariantId: program?.selectedVariantId ?? null,
    message: program?.message ?? DEFAULT_MESSAGE,
    handwritingStyle: program?.handwritingStyle ?? 'professional',
    timeZone: zone,
    startDate: program?.startDate ?? todayIn(zone),
    endDate: program?.endDate ?? null,
    monthlyCap: program?.monthlyCap ?? null,
  };
}

/**
 * What the duplicate-booking check is asked once a list and its date column are chosen, or null while the
 * choices are not ones the server would read (the same schema decides).
 */
export function bookingQueryOf(
  values: TCreateProgramInput,
  programId: string | undefined,
): TProgramBookingQueryInput | null {
  const query = {
    savedListId: values.savedListId,
    dateColumn: values.dateColumn,
    arriveDaysBefore: String(values.arriveDaysBefore ?? ''),
    recurrence: values.recurrence,
    timeZone: values.timeZone,
    startDate: values.startDate || undefined,
    endDate: values.endDate || undefined,
    programId,
  };
  return ZProgramBookingQuerySchema.safeParse(query).success ? query : null;
}

/** Columns that look like dates come first: they are what a program is driven by. */
export function orderedColumns(columns: readonly string[]): string[] {
  const dated = columns.filter((c) => /date|birthday|anniversary|renewal/i.test(c));
  return [...dated, ...columns.filter((c) => !dated.includes(c))];
}

/** An empty number or date field means "none" (null); a number field's text is its number. */
export const asNumberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));
export const asDateOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);
