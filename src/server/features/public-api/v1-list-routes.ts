import type { FastifyPluginAsync } from 'fastify';
import { v1CreateList } from '../../../shared/contracts/v1/create-list';
import { v1DeleteList } from '../../../shared/contracts/v1/delete-list';
import { v1GetSavedList } from '../../../shared/contracts/v1/get-saved-list';
import { v1ListSavedLists } from '../../../shared/contracts/v1/list-saved-lists';
import { v1UpdateList } from '../../../shared/contracts/v1/update-list';
import type { AppDeps } from '../../app-deps';
import { listSavedListsPage } from '../saved-lists/saved-list-api-store';
import { findSavedListWithCount } from '../saved-lists/saved-list-store';
import { paginate } from './paginate';
import { listVisibleTo } from './v1-list-scope';
import * as service from './v1-list-service';
import { v1Route } from './v1-route';
import { v1ScopeOf } from './v1-scope';

/** The account's lists (its address book) by the key's mode (V1_LIST_MODES): list, read, create, change, delete. */
export const v1ListRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const db = deps.database.db;

    v1Route(app, v1ListSavedLists, async (request) => {
      const scope = v1ScopeOf(request);
      const page = await paginate(request.query, {
        find: async (id) => {
          const row = await findSavedListWithCount(db, scope.accountId, id);
          return row && listVisibleTo(scope, row.list) ? row : undefined;
        },
        fetch: (cursor, n) =>
          listSavedListsPage(db, scope.accountId, { ...request.query, liveOnly: scope.livemode }, cursor, n),
      });
      return { ...page, data: await Promise.all(page.data.map((row) => service.toV1SavedList(db, row))) };
    });

    v1Route(app, v1GetSavedList, async (request) =>
      service.getList(db, v1ScopeOf(request), request.params.id),
    );

    v1Route(app, v1CreateList, async (request) => service.createList(db, v1ScopeOf(request), request.body));

    v1Route(app, v1UpdateList, async (request) =>
      service.updateList(db, v1ScopeOf(request), request.params.id, request.body),
    );

    v1Route(app, v1DeleteList, async (request) => {
      const { id } = request.params;
      await service.deleteList(db, v1ScopeOf(request), id);
      return { object: 'saved_list' as const, id, deleted: true as const };
    });
  };
