import { PROGRAM_MESSAGES, type TCreateProgram } from '../../../shared/programs/program-schemas';
import { parseTypedDate } from '../../../shared/programs/typed-date';
import type { DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { findTemplate } from '../catalog/template-store';
import { findSavedCard } from '../saved-cards/saved-card-store';
import { findSavedList, listSavedContactRows } from '../saved-lists/saved-list-store';
import type * as store from './account-program-store';

type ProgramOwner = store.ProgramOwner;

/** A refused program field: the account page shows the message; /v1 also names the field (`param`). */
export const fieldError = (field: keyof TCreateProgram, message: string) => badRequest(message, field);

/** Live programs are paid with the saved card; test-mode ones are never charged. */
export async function requireCard(db: DbOrTx, owner: ProgramOwner): Promise<void> {
  if (!owner.livemode) return;
  if (!(await findSavedCard(db, owner.accountId))) throw badRequest(PROGRAM_MESSAGES.needsCard);
}

/**
 * The list must be the account's, hold the column, and at least one of its rows a date we can read there. A
 * live program runs on live lists only; a test one may read either (it never sends).
 */
export async function checkList(
  db: DbOrTx,
  owner: ProgramOwner,
  listId: string,
  column: string,
): Promise<void> {
  const list = await findSavedList(db, owner.accountId, listId);
  if (!list || (owner.livemode && !list.livemode))
    throw notFound(PROGRAM_MESSAGES.listNotFound, 'savedListId');
  if (!list.columns.includes(column))
    throw fieldError('dateColumn', PROGRAM_MESSAGES.columnNotOnList(column));
  const contacts = await listSavedContactRows(db, list.id);
  if (columnsWithDates(contacts, [column]).length === 0) {
    throw fieldError('dateColumn', PROGRAM_MESSAGES.noReadableDates(column));
  }
}

/** The columns in which at least one contact has a date we can read: those a program can be driven by. */
export function columnsWithDates(
  contacts: ReadonlyArray<{ customFields: Record<string, string> }>,
  columns: readonly string[],
): string[] {
  return columns.filter((column) =>
    contacts.some((c) => {
      const value = c.customFields[column]?.trim();
      return Boolean(value && parseTypedDate(value));
    }),
  );
}

/** The design comes from the library: the template must exist and the colour be one of its own. */
export async function checkDesign(db: DbOrTx, templateId: number | null, variant: string | null) {
  if (templateId === null) throw fieldError('templateId', PROGRAM_MESSAGES.templateRequired);
  const template = await findTemplate(db, templateId);
  if (!template)
    throw fieldError(
      'templateId',
      `Design template ${templateId} was not found. Please choose another design.`,
    );
  if (variant && !['Default', ...template.colorVariants.map((v) => v.name)].includes(variant)) {
    throw fieldError(
      'selectedVariantId',
      `The colour "${variant}" is not available for the design "${template.name}".`,
    );
  }
  return template;
}
