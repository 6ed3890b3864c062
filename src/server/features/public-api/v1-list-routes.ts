import type { FastifyPluginAsync } from 'fastify';
import { v1GetSavedList } from '../../../shared/contracts/v1/get-saved-list';
import { v1ListSavedLists } from '../../../shared/contracts/v1/list-saved-lists';
import type { V1SavedList } from '../../../shared/v1-saved-lists';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import { columnsWithDates } from '../programs/program-checks';
import {
  findSavedListWithCount,
  listSavedContactRows,
  listSavedListsPage,
  type SavedListWithCount,
} from '../saved-lists/saved-list-store';
import { apiKeyOf } from './api-key-auth';
import { paginate } from './paginate';
import { noSuch } from './v1-error';
import { v1Route } from './v1-route';

/**
 * The account's saved lists, read-only: what a program's `list_id` and `date_column` can be. Lists are the
 * account's address book, edited on the site, and the same for its test and live keys.
 */
export const v1ListRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const db = deps.database.db;

    v1Route(app, v1ListSavedLists, async (request) => {
      const { accountId } = apiKeyOf(request);
      const page = await paginate(request.query, {
        find: (id) => findSavedListWithCount(db, accountId, id),
        fetch: (cursor, n) => listSavedListsPage(db, accountId, request.query.created, cursor, n),
      });
      return { ...page, data: await Promise.all(page.data.map((row) => toV1SavedList(db, row))) };
    });

    v1Route(app, v1GetSavedList, async (request) => {
      const { accountId } = apiKeyOf(request);
      const row = await findSavedListWithCount(db, accountId, request.params.id);
      if (!row) {
        throw noSuch('list', request.params.id);
      }
      return toV1SavedList(db, row);
    });
  };

/** The date columns are read from the recipients, by the rule a program's date column is checked with. */
async function toV1SavedList(db: DbOrTx, { list, contactCount }: SavedListWithCount): Promise<V1SavedList> {
  const contacts = await listSavedContactRows(db, list.id);
  return {
    object: 'saved_list',
    id: list.id,
    name: list.name,
    recipients: contactCount,
    columns: list.columns,
    date_columns: columnsWithDates(contacts, list.columns),
    created: list.createdAt.toISOString(),
    updated: list.updatedAt.toISOString(),
  };
}
