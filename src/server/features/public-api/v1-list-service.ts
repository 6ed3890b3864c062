import type { V1Metadata } from '../../../shared/v1-metadata';
import { V1_LIST_MESSAGES_MODE, type V1SavedList } from '../../../shared/v1-saved-lists';
import type { Db, DbOrTx } from '../../db/client';
import { conflict } from '../../lib/errors';
import { mergedMetadata } from '../../lib/metadata-merge';
import { programNamesOnList } from '../programs/account-program-store';
import { columnsWithDates } from '../programs/program-checks';
import {
  deleteSavedListRow,
  findSavedListWithCount,
  insertSavedList,
  listSavedContactRows,
  type SavedListWithCount,
  touchSavedList,
} from '../saved-lists/saved-list-store';
import { noSuch } from './v1-error';
import { listInScope, listVisibleTo } from './v1-list-scope';
import type { V1Scope } from './v1-scope';

/** A new, empty list in the key's mode. */
export async function createList(
  db: Db,
  scope: V1Scope,
  input: { name: string; metadata?: V1Metadata },
): Promise<V1SavedList> {
  const list = await db.transaction((tx) =>
    insertSavedList(tx, {
      accountId: scope.accountId,
      name: input.name,
      columns: [],
      livemode: scope.livemode,
      metadata: input.metadata ?? {},
    }),
  );
  return toV1SavedList(db, { list, contactCount: 0 });
}

export async function getList(db: DbOrTx, scope: V1Scope, id: string): Promise<V1SavedList> {
  const row = await findSavedListWithCount(db, scope.accountId, id);
  if (!row || !listVisibleTo(scope, row.list)) throw noSuch('list', id);
  return toV1SavedList(db, row);
}

/** A new name and/or the metadata sent merged into the list's own. */
export async function updateList(
  db: Db,
  scope: V1Scope,
  id: string,
  input: { name?: string; metadata?: V1Metadata },
): Promise<V1SavedList> {
  await db.transaction(async (tx) => {
    const list = await listInScope(tx, scope, id, { write: true, lock: true });
    await touchSavedList(tx, list.id, {
      name: input.name,
      metadata: input.metadata && mergedMetadata(list.metadata, input.metadata),
    });
  });
  return getList(db, scope, id);
}

/**
 * Deletes the list unless a program runs on it. The site deletes such a list and the scheduler then pauses
 * the program; by API, where no one sees that happen, it is a 409 naming the programs.
 */
export async function deleteList(db: Db, scope: V1Scope, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const list = await listInScope(tx, scope, id, { write: true, lock: true });
    const programs = await programNamesOnList(tx, list.id);
    if (programs.length > 0) throw conflict(V1_LIST_MESSAGES_MODE.usedByPrograms(programs));
    await deleteSavedListRow(tx, list.id);
  });
}

/** The date columns are read from the contacts, by the rule a program's date column is checked with. */
export async function toV1SavedList(
  db: DbOrTx,
  { list, contactCount }: SavedListWithCount,
): Promise<V1SavedList> {
  const contacts = await listSavedContactRows(db, list.id);
  return {
    object: 'saved_list',
    id: list.id,
    livemode: list.livemode,
    name: list.name,
    recipients: contactCount,
    columns: list.columns,
    date_columns: columnsWithDates(contacts, list.columns),
    metadata: list.metadata,
    created: list.createdAt.toISOString(),
    updated: list.updatedAt.toISOString(),
  };
}
