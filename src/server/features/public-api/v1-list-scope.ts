import { V1_LIST_MESSAGES_MODE } from '../../../shared/v1-saved-lists';
import type { DbOrTx } from '../../db/client';
import { findSavedList, type SavedListRow } from '../saved-lists/saved-list-store';
import { noSuch, V1Error } from './v1-error';
import type { V1Scope } from './v1-scope';

/** Live keys never see a test list; test keys see every list of the account (V1_LIST_MODES). */
export const listVisibleTo = (scope: V1Scope, list: SavedListRow) => !scope.livemode || list.livemode;

/**
 * The key's list with this id, to read (`write` false) or to change: another account's, or a test list for a
 * live key, is a 404; a live list a test key would change is a 403 saying why.
 */
export async function listInScope(
  db: DbOrTx,
  scope: V1Scope,
  id: string,
  access: { write: boolean; lock?: boolean },
): Promise<SavedListRow> {
  const list = await findSavedList(db, scope.accountId, id, access.lock);
  if (!list || !listVisibleTo(scope, list)) throw noSuch('list', id);
  if (access.write && list.livemode !== scope.livemode) {
    throw new V1Error(
      403,
      'invalid_request_error',
      'invalid_request',
      V1_LIST_MESSAGES_MODE.liveReadOnly,
      'id',
    );
  }
  return list;
}
